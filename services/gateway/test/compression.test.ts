import http from 'node:http';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { PlaybackSigner } from '../src/routes/livestreams/playback-signature.js';
import { GatewayStack, LIVE_SECRETS, Member, registerMember } from './gateway-harness.js';

/**
 * Issue 14: what reaches a phone is compressed. Built assets go precompressed (the build writes
 * .br/.gz beside them; the gateway sends those bytes as they are), JSON answers over 1 KB are
 * compressed on the fly, and media that is already compressed is sent untouched.
 * Raw node:http, not fetch: fetch would decompress and hide what travelled.
 */
let stack: GatewayStack;
let member: Member;
const ASSET = 'assets/landing-abc123.js';
let assetBody: Buffer;

interface RawAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(stack.url + url, { headers: { ...(member?.cookie ? { cookie: member.cookie } : {}), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social']).start();
  // start() waits for identity only: on a loaded machine social was still starting (503) when the posts were made.
  await stack.waitForService('social');
  ({ member } = await registerMember(stack));
  // What `vite build` leaves in dist/: the file and its precompressed copies (frontend/build/precompress.ts).
  assetBody = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const line${i} = "the landing page's code, line ${i}";`).join('\n'));
  mkdirSync(path.join(stack.frontendDir, 'assets'), { recursive: true });
  writeFileSync(path.join(stack.frontendDir, ASSET), assetBody);
  writeFileSync(path.join(stack.frontendDir, `${ASSET}.br`), brotliCompressSync(assetBody));
  writeFileSync(path.join(stack.frontendDir, `${ASSET}.gz`), gzipSync(assetBody));
  for (let i = 0; i < 6; i++) {
    const created = await member.post('/api/posts', { content: `Week ${i} of the grow: ${'the canopy is filling in nicely and the buds are stacking. '.repeat(4)}` });
    expect(created.status).toBe(201);
  }
}, 120_000);
afterAll(async () => stack?.stop());

describe('compression (issue 14)', () => {
  it('sends a built asset as its precompressed brotli file, gzip to a client without brotli, plain to one without either', async () => {
    const brotli = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.equals(readFileSync(path.join(stack.frontendDir, `${ASSET}.br`)))).toBe(true); // the build's bytes, not recompressed
    expect(brotli.body.length).toBeLessThan(assetBody.length / 4);

    const gzip = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(path.join(stack.frontendDir, `${ASSET}.gz`)))).toBe(true);

    const plain = await rawGet(`/${ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(assetBody)).toBe(true);
  });

  it('compresses GET /api/posts with brotli when asked, and leaves a small JSON answer alone', async () => {
    const plain = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const answer = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    const json = JSON.parse(brotliDecompressSync(answer.body).toString('utf8')) as { items: unknown[] };
    expect(json.items).toHaveLength(6);
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);

    const small = await rawGet('/api/posts/00000000-0000-4000-8000-000000000000', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined(); // under 1 KB: not worth it
  });

  // Issue 28: the service's JSON passes through the gateway as bytes, compressed once per distinct page.
  it('forwards an answer as the service wrote it: an ETag per page, 304 when unchanged, the same compressed bytes again', async () => {
    const plain = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect((JSON.parse(plain.body.toString('utf8')) as { items: unknown[] }).items).toHaveLength(6);

    const unchanged = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    const [first, second] = [await rawGet('/api/posts?limit=6', { 'accept-encoding': 'br' }), await rawGet('/api/posts?limit=6', { 'accept-encoding': 'br' })];
    expect(first.headers.etag).toBe(etag);
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
    const gzipped = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    // A changed page is another page: a like changes it, and the old ETag no longer matches.
    const postId = (JSON.parse(plain.body.toString('utf8')) as { items: Array<{ id: string }> }).items[0].id;
    expect((await member.post(`/api/posts/${postId}/like`, {})).status).toBe(200);
    const changed = await rawGet('/api/posts?limit=6', { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never re-compresses media: photos are sent byte for byte, with or without accept-encoding', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg().toBuffer();
    const uploaded = await member.upload<{ url: string }>('/api/upload', 'file', photo, 'grow.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const asIs = await rawGet(uploaded.body.url, { 'accept-encoding': 'identity' });
    const asked = await rawGet(uploaded.body.url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(asked.status).toBe(200);
    expect(asked.headers['content-type']).toBe('image/jpeg');
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body.equals(asIs.body)).toBe(true);
    expect(asked.body.length).toBeGreaterThan(1024);
  });

  it('leaves live HLS alone: playlists and segments travel as written', async () => {
    // A signed playback link (issue 21: the bare path needs a session or a signature).
    const playbackId = 'abc123abc123abc123abc123';
    const { exp, sig } = new PlaybackSigner(LIVE_SECRETS.channel).sign(playbackId);
    const signed = `?exp=${exp}&sig=${sig}`;
    mkdirSync(path.join(stack.hlsDir, playbackId), { recursive: true });
    const playlist = (query: string) => `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n${Array.from({ length: 60 }, (_, i) => `#EXTINF:2.000,\n${i}.ts${query}\n`).join('')}`;
    writeFileSync(path.join(stack.hlsDir, playbackId, 'index.m3u8'), playlist(''));
    writeFileSync(path.join(stack.hlsDir, playbackId, '0.ts'), Buffer.alloc(188 * 20, 0x47));
    const list = await rawGet(`/live/${playbackId}/index.m3u8${signed}`, { 'accept-encoding': 'gzip, br' });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.body.toString('utf8')).toBe(playlist(signed));
    const segment = await rawGet(`/live/${playbackId}/0.ts${signed}`, { 'accept-encoding': 'gzip, br' });
    expect(segment.headers['content-encoding']).toBeUndefined();
    expect(segment.body.length).toBe(188 * 20);
  });
});
