import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { LiveHlsStore } from '@cannaverse/platform/media';
import { freePort } from '@cannaverse/platform/testing';
import { PlaybackSigner } from '../src/routes/livestreams/playback-signature.js';
import { GatewayStack, LIVE_SECRETS } from './gateway-harness.js';

/**
 * Issue 21 (video scales past one ingest): with LIVE_HLS_BUCKET the gateway serves /live/ from the
 * object store the ingest pods publish to, with cache headers fit for a CDN: the live playlist for
 * one second, segments (named after the millisecond they began) immutable for a year. The files are
 * opened here with a signed link (the form a CDN caches); who may watch is livestreams.test.ts's.
 */
describe('live HLS from the object store', () => {
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-live-s3-'));
  let server: S3rver;
  let stack: GatewayStack;
  let store: LiveHlsStore;
  const id = '0a1b2c3d4e5f60718293a4b5';
  const signed = (playbackId: string, file: string) => {
    const { exp, sig } = new PlaybackSigner(LIVE_SECRETS.channel).sign(playbackId);
    return `${stack.url}/live/${playbackId}/${file}?exp=${exp}&sig=${sig}`;
  };

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ port, address: '127.0.0.1', directory: s3Dir, silent: true });
    await server.run();
    const s3 = { S3_ENDPOINT: '127.0.0.1', S3_PORT: String(port), S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'gw-media-test' };
    store = new LiveHlsStore({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'gw-live-test', region: 'us-east-1' });
    stack = new GatewayStack(['identity'], { gatewayEnv: { ...s3, LIVE_HLS_BUCKET: 'gw-live-test' } });
    await stack.start();
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.close().catch(() => undefined);
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('serves the playlist for a second and segments immutable, as published', async () => {
    const playlistText = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\n1764000000000.ts\n';
    await store.put(id, '1764000000000.ts', Buffer.alloc(188 * 4, 0x47));
    await store.put(id, 'index.m3u8', Buffer.from(playlistText));

    const playlistUrl = signed(id, 'index.m3u8');
    const playlist = await fetch(playlistUrl);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=1');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    // The signed playlist lists its segments with the same signature.
    expect(await playlist.text()).toBe(playlistText.replace('1764000000000.ts', `1764000000000.ts${playlistUrl.slice(playlistUrl.indexOf('?'))}`));

    const segment = await fetch(signed(id, '1764000000000.ts'));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await segment.arrayBuffer()).length).toBe(188 * 4);
  });

  it('answers 404 for a stream or segment not in the store and for names the ingest never writes', async () => {
    expect((await fetch(signed('ffffffffffffffffffffffff', 'index.m3u8'))).status).toBe(404);
    expect((await fetch(signed(id, '1.ts'))).status).toBe(404);
    expect((await fetch(signed(id, 'secret.json'))).status).toBe(404);
    expect((await fetch(`${stack.url}/live/..%2f..%2fetc/passwd.ts`)).status).toBe(404);
  });

  it('serves nothing from the store without a session or a signed link', async () => {
    expect((await fetch(`${stack.url}/live/${id}/index.m3u8`)).status).toBe(401);
    expect((await fetch(`${stack.url}/live/${id}/1764000000000.ts`)).status).toBe(401);
  });

  it('answers 503 with a clear message (never 500) while the object store is down', async () => {
    await server.close();
    const response = await fetch(signed(id, 'index.m3u8'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { message: string }).message).toBe('Live video is temporarily unavailable');
  });
});
