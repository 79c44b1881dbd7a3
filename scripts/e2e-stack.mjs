// Browser tests run against a throwaway stack: its own nats-server, databases named
// cannaverse_e2e_*, media directory and port, so a developer's running stack is untouched.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { ROOT, BACKEND_SERVICES, startStack } from './lib/stack.mjs';

const freePort = () => new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
});

const prefix = 'cannaverse_e2e';
const admin = new pg.Client({ host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', database: 'postgres' });
await admin.connect();
for (const service of BACKEND_SERVICES) await admin.query(`DROP DATABASE IF EXISTS ${prefix}_${service} WITH (FORCE)`);
await admin.end();

const natsPort = await freePort();
const natsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-nats-'));
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-media-'));
const natsBinary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => spawnSync('test', ['-x', p]).status === 0) ?? 'nats-server';
const nats = spawn(natsBinary, ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsDir], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));

const port = await freePort();
let exitCode = 1;
let stack;
try {
  stack = await startStack({
    port,
    healthPorts: false,
    quiet: true,
    env: {
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      DB_NAME_PREFIX: prefix,
      MEDIA_DIR: mediaDir,
      BULLMQ_PREFIX: `cv-e2e-${process.pid}`,
      ADMIN_PASSWORD: 'e2e-admin-password',
      NODE_ENV: 'test',
    },
  });
  const run = spawnSync('npm', ['test', '-w', 'e2e'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BASE_URL: stack.url, ADMIN_PASSWORD: 'e2e-admin-password' } });
  exitCode = run.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await stack?.stop();
  nats.kill('SIGTERM');
  rmSync(natsDir, { recursive: true, force: true });
  rmSync(mediaDir, { recursive: true, force: true });
}
process.exit(exitCode);
