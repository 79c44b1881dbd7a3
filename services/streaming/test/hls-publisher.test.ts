import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { Client } from 'minio';
import { createLogger } from '@cannaverse/platform';
import { LiveHlsStore } from '@cannaverse/platform/media';
import { freePort } from '@cannaverse/platform/testing';
import { HlsPublisher } from '../src/hls-publisher/hls-publisher.js';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const playlistOf = (...segments: string[]) => `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n${segments.map((s) => `#EXTINF:2.000,\n${s}\n`).join('')}`;

/** The publisher against a real S3-protocol server (s3rver) and a real folder laid out as nginx-rtmp does. */
describe('the HLS publisher (issue 21: the ingest scales past one pod)', () => {
  let server: S3rver;
  let s3Dir: string;
  let port: number;
  let hlsDir: string;
  let store: LiveHlsStore;
  let client: Client;
  let clock = 1_000_000;
  const puts: string[] = [];
  const logger = createLogger('test', 'silent');

  const newPublisher = () => new HlsPublisher({
    dir: hlsDir, logger, retainMs: 30_000, now: () => clock,
    store: {
      put: async (id, file, body) => {
        puts.push(`${id}/${file}`);
        await store.put(id, file, body);
      },
      get: (id, file) => store.get(id, file),
      remove: (id, files) => store.remove(id, files),
      putRecordingPart: (id, writtenAt, file) => store.putRecordingPart(id, writtenAt, file),
    },
  });
  const stored = async (key: string) => {
    try {
      return await readAll(await client.getObject('live-test', key));
    } catch {
      return null;
    }
  };

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cv-hls-s3-'));
    port = await freePort();
    server = new S3rver({ port, address: '127.0.0.1', directory: s3Dir, silent: true });
    await server.run();
    const options = { endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'live-test', region: 'us-east-1' };
    store = new LiveHlsStore(options);
    client = new Client({ ...options, pathStyle: true });
  });
  beforeEach(() => {
    hlsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-hls-dir-'));
    puts.length = 0;
  });
  afterEach(() => rmSync(hlsDir, { recursive: true, force: true }));
  afterAll(async () => {
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('publishes each listed segment before the playlist that names it, with CDN cache headers', async () => {
    const publisher = newPublisher();
    mkdirSync(path.join(hlsDir, 'abc123'));
    writeFileSync(path.join(hlsDir, 'abc123/1764000000000.ts'), 'segment one');
    writeFileSync(path.join(hlsDir, 'abc123/1764000002000.ts'), 'segment two');
    writeFileSync(path.join(hlsDir, 'abc123/index.m3u8'), playlistOf('1764000000000.ts', '1764000002000.ts'));
    await publisher.scan();
    expect(puts).toEqual(['abc123/1764000000000.ts', 'abc123/1764000002000.ts', 'abc123/index.m3u8']);
    expect(await stored('live/abc123/1764000002000.ts')).toBe('segment two');
    expect(await stored('live/abc123/index.m3u8')).toContain('1764000002000.ts');
    const segment = await client.statObject('live-test', 'live/abc123/1764000000000.ts');
    expect(segment.metaData['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(segment.metaData['content-type']).toBe('video/mp2t');
    expect((await client.statObject('live-test', 'live/abc123/index.m3u8')).metaData['cache-control']).toBe('public, max-age=1, stale-while-revalidate=1');

    // Nothing changed: nothing is uploaded again.
    await publisher.scan();
    expect(puts).toHaveLength(3);
    // A new segment: only it and the playlist.
    writeFileSync(path.join(hlsDir, 'abc123/1764000004000.ts'), 'segment three');
    writeFileSync(path.join(hlsDir, 'abc123/index.m3u8'), playlistOf('1764000002000.ts', '1764000004000.ts'));
    await publisher.scan();
    expect(puts.slice(3)).toEqual(['abc123/1764000004000.ts', 'abc123/index.m3u8']);
  });

  it('keeps a segment that left the playlist for players still on the old one, then removes it', async () => {
    const publisher = newPublisher();
    mkdirSync(path.join(hlsDir, 'def456'));
    for (const name of ['10.ts', '12.ts', '14.ts']) writeFileSync(path.join(hlsDir, 'def456', name), name);
    writeFileSync(path.join(hlsDir, 'def456/index.m3u8'), playlistOf('10.ts', '12.ts'));
    await publisher.scan();
    writeFileSync(path.join(hlsDir, 'def456/index.m3u8'), playlistOf('12.ts', '14.ts'));
    await publisher.scan();
    clock += 29_000;
    await publisher.scan();
    expect(await stored('live/def456/10.ts')).toBe('10.ts');
    clock += 2_000;
    await publisher.scan();
    expect(await stored('live/def456/10.ts')).toBeNull();
    expect(await stored('live/def456/12.ts')).toBe('12.ts');
  });

  it('removes a stream from the store when the ingest removed its playlist (the stream ended)', async () => {
    const publisher = newPublisher();
    mkdirSync(path.join(hlsDir, 'ghi789'));
    writeFileSync(path.join(hlsDir, 'ghi789/20.ts'), 'x');
    writeFileSync(path.join(hlsDir, 'ghi789/index.m3u8'), playlistOf('20.ts'));
    await publisher.scan();
    expect(await stored('live/ghi789/index.m3u8')).not.toBeNull();
    rmSync(path.join(hlsDir, 'ghi789'), { recursive: true });
    await publisher.scan();
    expect(await stored('live/ghi789/index.m3u8')).toBeNull();
    expect(await stored('live/ghi789/20.ts')).toBeNull();
  });

  it('leaves the playlist an encoder that reconnected to another ingest pod now publishes', async () => {
    const oldPod = newPublisher();
    mkdirSync(path.join(hlsDir, 'mno345'));
    writeFileSync(path.join(hlsDir, 'mno345/40.ts'), 'old pod');
    writeFileSync(path.join(hlsDir, 'mno345/index.m3u8'), playlistOf('40.ts'));
    await oldPod.scan();
    // The other pod's publisher (its own folder) writes the stream's playlist…
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'cv-hls-other-'));
    mkdirSync(path.join(otherDir, 'mno345'));
    writeFileSync(path.join(otherDir, 'mno345/50.ts'), 'new pod');
    writeFileSync(path.join(otherDir, 'mno345/index.m3u8'), playlistOf('50.ts'));
    await new HlsPublisher({ dir: otherDir, logger, store }).scan();
    // …then nginx on the old pod cleans up: only the old pod's segments go.
    rmSync(path.join(hlsDir, 'mno345'), { recursive: true });
    await oldPod.scan();
    expect(await stored('live/mno345/index.m3u8')).toContain('50.ts');
    expect(await stored('live/mno345/50.ts')).toBe('new pod');
    expect(await stored('live/mno345/40.ts')).toBeNull();
    rmSync(otherDir, { recursive: true, force: true });
  });

  it('keeps publishing the other streams while one stream\'s upload hangs', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const publisher = new HlsPublisher({
      dir: hlsDir, logger,
      store: {
        put: async (id, file, body) => {
          if (id === 'slow01') await hanging;
          puts.push(`${id}/${file}`);
          await store.put(id, file, body);
        },
        get: (id, file) => store.get(id, file),
        remove: (id, files) => store.remove(id, files),
      },
    });
    for (const id of ['slow01', 'fast01']) {
      mkdirSync(path.join(hlsDir, id));
      writeFileSync(path.join(hlsDir, id, '60.ts'), id);
      writeFileSync(path.join(hlsDir, id, 'index.m3u8'), playlistOf('60.ts'));
    }
    const first = publisher.scan();
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(path.join(hlsDir, 'fast01/62.ts'), 'next');
    writeFileSync(path.join(hlsDir, 'fast01/index.m3u8'), playlistOf('60.ts', '62.ts'));
    await publisher.scan();
    expect(await stored('live/fast01/index.m3u8')).toContain('62.ts');
    expect(puts.some((put) => put.startsWith('slow01/'))).toBe(false);
    release();
    await first;
    expect(await stored('live/slow01/index.m3u8')).toContain('60.ts');
  });

  it('ignores what the ingest never writes and fails the scan (retried next time) when the store is down', async () => {
    mkdirSync(path.join(hlsDir, 'jkl012'));
    writeFileSync(path.join(hlsDir, 'jkl012/30.ts'), 'x');
    writeFileSync(path.join(hlsDir, 'jkl012/index.m3u8'), playlistOf('30.ts', '../../etc/passwd', 'other.mp4'));
    mkdirSync(path.join(hlsDir, '.hidden'));
    const publisher = newPublisher();
    await publisher.scan();
    expect(puts).toEqual(['jkl012/30.ts', 'jkl012/index.m3u8']);

    const down = new HlsPublisher({ dir: hlsDir, logger, store: new LiveHlsStore({ endPoint: '127.0.0.1', port: await freePort(), useSSL: false, accessKey: 'a', secretKey: 'b', bucket: 'live-test', region: 'us-east-1' }) });
    await expect(down.scan()).rejects.toThrow();
    expect(down.lastSuccessAt).toBe(0);
  });
});
