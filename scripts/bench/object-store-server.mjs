// The object store for `npm run bench:live`'s video part: an S3-protocol server on loopback
// (s3rver, the tests' stand-in for MinIO), in a process of its own so its CPU is not the bench's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const directory = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
const { port } = await server.run();
process.send?.({ port });
process.on('disconnect', async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
});
