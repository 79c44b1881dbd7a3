import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@cannaverse/platform/testing';
import { GatewayStack, hasFfmpeg, registerMember, type Member } from './gateway-harness.js';

/** Issue 9 items 7–9: uploads are streamed and bounded, avatars checked first, videos cleaned. */
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-tmp-'));
let stack: GatewayStack;

beforeAll(async () => {
  // The gateway's temporary upload files go to a directory of its own, so the test can see them.
  stack = await new GatewayStack(['identity'], { gatewayEnv: { TMPDIR: tmpDir } }).start();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(tmpDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** Every file under the media directory (the store) or the gateway's temporary directory. */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

interface StreamedUpload {
  /** Resolves with the answer, possibly before the body was sent whole. */
  answer: Promise<{ status: number; body: { message?: string }; at: number }>;
  request: ClientRequest;
  /** Resolves once `bytes` of file content were written (or the server stopped reading). */
  written: Promise<void>;
  finish(): void;
}

/**
 * A multipart upload sent as a stream of `bytes` (chunked, no Content-Length, so the server
 * cannot refuse it up front and must count while it reads). `end: false` keeps the request open.
 */
function streamUpload(member: Member, method: string, url: string, field: string, bytes: number, options: { end?: boolean; filename?: string } = {}): StreamedUpload {
  const { hostname, port } = new URL(stack.url);
  const boundary = `----cv${Date.now().toString(16)}`;
  const request = httpRequest({
    hostname, port, method, path: url,
    headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const answer = new Promise<{ status: number; body: { message?: string }; at: number }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as { message?: string }, at: Date.now() }));
    });
    request.on('error', (error) => reject(error));
  });
  answer.catch(() => undefined);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  let stopped = false;
  request.on('error', () => { stopped = true; });
  request.on('close', () => { stopped = true; });
  const written = (async () => {
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${options.filename ?? 'big.mp4'}"\r\ncontent-type: application/octet-stream\r\n\r\n`);
    for (let sent = 0; sent < bytes && !stopped; sent += chunk.length) {
      if (!request.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => { request.off('drain', done); request.off('close', done); resolve(); };
          request.on('drain', done);
          request.on('close', done);
        });
      }
    }
  })();
  const finish = () => {
    if (!stopped) request.end(`\r\n--${boundary}--\r\n`);
  };
  void written.then(() => { if (options.end !== false) finish(); });
  return { answer, request, written, finish };
}

describe('7. uploads are streamed to disk with the limit enforced while reading', () => {
  // Its two streamed uploads were once sometimes not read for a minute after the six 110 MB uploads
  // below: Node's agent had reused their sockets, left unread after the 413 (see "an early answer").
  it('lets one member have 2 uploads in flight; a third gets 429 with a message', async () => {
    const { member } = await registerMember(stack);
    const first = streamUpload(member, 'POST', '/api/upload', 'file', 2 * MB, { end: false });
    const second = streamUpload(member, 'POST', '/api/upload', 'file', 2 * MB, { end: false });
    await Promise.all([first.written, second.written]);
    // A slot is taken when the gateway starts reading a body, which on a loaded machine can come a
    // while after the bytes were sent: until then a third upload is simply read (and refused as not
    // an image). Once both are being read, the third gets 429.
    const uploadGif = () => member.upload('/api/upload', 'file', Buffer.from('GIF89a'), 'a.gif', 'image/gif');
    let third: Awaited<ReturnType<typeof uploadGif>> | undefined;
    await waitFor(async () => (third = await uploadGif()).status !== 415, 10_000, 200).catch(() => undefined);
    expect(third).toMatchObject({ status: 429, body: { message: 'You can upload at most 2 files at once. Please wait for one to finish.' } });
    first.request.destroy();
    second.request.destroy();
    // The slots are given back when an upload ends, however it ends (the gateway sees the reset a moment later).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const uploadPng = () => member.upload('/api/upload', 'file', png, 'dot.png', 'image/png');
    let after: Awaited<ReturnType<typeof uploadPng>> | undefined;
    await waitFor(async () => (after = await uploadPng()).status !== 429, 10_000, 200).catch(() => undefined);
    expect(after?.status).toBe(201);
  }, 60_000);
});

describe("8. the avatar route checks ownership and size before storing", () => {
  it('keeps the gateway under +100 MB through 6 concurrent 110 MB uploads, refusing each with 413 and leaving no file', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember(stack)));
    const pid = stack.pid('gateway');
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rssOf(pid)); }, 50);
    const mediaBefore = filesUnder(stack.mediaDir);
    try {
      const uploads = members.map(({ member }) => streamUpload(member, 'POST', '/api/upload', 'file', 110 * MB));
      const answers = await Promise.all(uploads.map((upload) => upload.answer));
      // The refused uploads' last bytes are not the next test's load: stop sending them.
      for (const upload of uploads) upload.request.destroy();
      for (const answer of answers) expect(answer).toMatchObject({ status: 413, body: { message: 'Videos can be at most 100 MB' } });
    } finally {
      clearInterval(sampler);
    }
    const grewBy = peak - before;
    process.stdout.write(`gateway RSS ${Math.round(before / MB)} MB → peak ${Math.round(peak / MB)} MB (+${Math.round(grewBy / MB)} MB) under 6 × 110 MB uploads\n`);
    expect(grewBy).toBeLessThan(100 * MB);
    expect(filesUnder(stack.mediaDir)).toEqual(mediaBefore);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(filesUnder(tmpDir)).toEqual([]);
  }, 180_000);

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { member } = await registerMember(stack);
    const answer = await member.request('POST', '/api/upload', {
      body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'content-length': String(200 * MB) },
    }).catch(() => null);
    // fetch may see the connection close after the early answer; either way nothing was stored.
    if (answer) expect(answer).toMatchObject({ status: 413, body: { message: 'Videos can be at most 100 MB' } });
  });

  it("stores nothing for someone else's avatar (three 10 MB tries)", async () => {
    const { user: victim } = await registerMember(stack);
    const { member: attacker } = await registerMember(stack);
    const before = filesUnder(stack.mediaDir);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await streamUpload(attacker, 'PUT', `/api/users/${victim.id}/avatar`, 'avatar', 10 * MB, { filename: 'me.png' }).answer;
      expect(answer).toMatchObject({ status: 403, body: { message: 'You can only change your own profile' } });
    }
    expect(filesUnder(stack.mediaDir)).toEqual(before);
  }, 60_000);

  it('answers 413 for an avatar over 5 MB as soon as it passes the limit, without waiting for the rest', async () => {
    const { member, user } = await registerMember(stack);
    const before = filesUnder(stack.mediaDir);
    const upload = streamUpload(member, 'PUT', `/api/users/${user.id}/avatar`, 'avatar', 6 * MB, { end: false, filename: 'me.png' });
    const answer = await Promise.race([upload.answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
    upload.request.destroy();
    expect(answer).toMatchObject({ status: 413, body: { message: 'Avatar image must be at most 5 MB' } });
    expect(filesUnder(stack.mediaDir)).toEqual(before);
  }, 30_000);
});

describe('an early answer (413, 403) does not leave the connection stuck', () => {
  /**
   * A chunked multipart upload of `bytes` to POST /api/upload on a raw socket, which (unlike Node's
   * own client, which stops writing once it has its answer) goes on writing whatever the gateway
   * answers, as an attacker or a keep-alive client that sends its body whole would. Past `paceUpTo`
   * bytes it no longer waits for the connection to drain. `then` is written after the body.
   */
  async function rawUpload(member: Member, bytes: number, options: { paceUpTo?: number; then?: string } = {}) {
    const { hostname, port } = new URL(stack.url);
    const socket = connect(Number(port), hostname);
    const received = { text: '', closed: false };
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => { received.text += text; });
    socket.on('error', () => undefined);
    socket.on('close', () => { received.closed = true; });
    const boundary = 'cvearly';
    const chunked = (data: Buffer | string) => Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
    socket.write(`POST /api/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${member.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    socket.write(chunked(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.mp4"\r\ncontent-type: video/mp4\r\n\r\n`));
    const chunk = chunked(Buffer.alloc(256 * 1024, 0x61));
    let sent = 0;
    for (; sent < bytes && !received.closed; sent += 256 * 1024) {
      if (!socket.write(chunk) && sent < (options.paceUpTo ?? Infinity)) {
        await new Promise((resolve) => { socket.once('drain', resolve); socket.once('close', resolve); });
      }
    }
    if (!received.closed) socket.write(chunked(`\r\n--${boundary}--\r\n`) + '0\r\n\r\n' + (options.then ?? ''));
    return { socket, received, sent };
  }

  // The defect behind a flaky avatar test (seen on loaded CI runs): answered 413 at the limit, the
  // rest of an upload stayed unread, so a keep-alive client that sent it whole and asked again on
  // that connection (Node's agent reuses sockets, so do browsers) never got an answer.
  it('reads and discards the rest of a refused upload, so the next request on the connection is answered', async () => {
    const { member } = await registerMember(stack);
    const { hostname, port } = new URL(stack.url);
    const next = `GET /api/me HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${member.cookie}\r\n\r\n`;
    const { socket, received } = await rawUpload(member, 100 * MB + 8 * MB, { paceUpTo: 100 * MB, then: next });
    try {
      await waitFor(() => /HTTP\/1\.1 200 /.test(received.text), 15_000).catch(() => undefined);
      expect(received.text).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.text).toContain('Videos can be at most 100 MB');
      expect(received.text).toMatch(/HTTP\/1\.1 200 [^]*"username"/);
    } finally {
      socket.destroy();
    }
  }, 60_000);

  it('closes the connection of a refused upload that goes on past 32 MB more', async () => {
    const { member } = await registerMember(stack);
    const total = 100 * MB + 96 * MB;
    const { socket, received, sent } = await rawUpload(member, total);
    socket.destroy();
    expect(received.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.text).toContain('Videos can be at most 100 MB');
    // The gateway read about 32 MB past its answer, then closed the connection.
    expect(sent).toBeLessThan(total);
  }, 60_000);
});

describe('9. videos are remuxed without metadata; only real videos are accepted', () => {
  const LOCATION = '+48.8584+002.2945/';
  const makeVideo = (file: string, extra: string[]) =>
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-pix_fmt', 'yuv420p', '-c:v', 'libx264',
      '-metadata', `location=${LOCATION}`, '-metadata', 'make=SecretPhone', '-metadata', 'creation_time=2026-05-01T10:00:00Z', ...extra, file]);
  const formatTags = (file: string) => JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format_tags:stream_tags', '-of', 'json', file]).toString()) as { format?: { tags?: Record<string, string> }; streams?: Array<{ tags?: Record<string, string> }> };

  (hasFfmpeg ? it : it.skip).each([
    ['a phone .mov with a ©xyz location atom', 'IMG_0001.MOV', 'video/quicktime', ['-f', 'mov']],
    ['an MP4 with a 3GPP location', 'clip.mp4', 'video/mp4', ['-f', 'mp4']],
  ])('%s: the stored file carries no location, make or date', async (_label, filename, type, format) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-geo-'));
    try {
      const source = path.join(dir, `source.${filename.split('.').pop()!.toLowerCase()}`);
      makeVideo(source, format);
      expect(JSON.stringify(formatTags(source))).toContain(LOCATION); // the fixture really has one
      const { member } = await registerMember(stack);
      const uploaded = await member.upload<{ url: string; mediaType: string }>('/api/upload', 'file', readFileSync(source), filename, type);
      expect(uploaded).toMatchObject({ status: 201, body: { mediaType: 'video' } });
      expect(uploaded.body.url).toMatch(/\.mp4$/);
      const stored = path.join(dir, 'stored.mp4');
      // fetch, not curl: a fresh machine has no curl (issue 22's fresh-machine run found it).
      writeFileSync(stored, Buffer.from(await (await fetch(stack.url + uploaded.body.url)).arrayBuffer()));
      const bytes = readFileSync(stored);
      expect(statSync(stored).size).toBeGreaterThan(1000);
      for (const secret of ['\u00a9xyz', 'loci', LOCATION, 'SecretPhone', '2026-05-01']) expect(bytes.includes(Buffer.from(secret, 'latin1'))).toBe(false);
      const tags = formatTags(stored);
      expect(Object.keys(tags.format?.tags ?? {}).filter((tag) => /location|make|creation|com\.apple/i.test(tag))).toEqual([]);
      // Still a playable video: ffprobe finds its stream and duration.
      const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', stored]).toString()) as { streams: Array<{ codec_type: string }>; format: { duration: string } };
      expect(probe.streams.map((stream) => stream.codec_type)).toEqual(['video']);
      expect(Number(probe.format.duration)).toBeGreaterThan(0.5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses any bytes after an ftyp box as "not a playable video" and stores nothing', async () => {
    const { member } = await registerMember(stack);
    const before = filesUnder(stack.mediaDir);
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4), Buffer.from('isomiso2'), Buffer.from('<script>alert(1)</script>'.repeat(50))]);
    const answer = await member.upload('/api/upload', 'file', fake, 'clip.mp4', 'video/mp4');
    expect(answer).toMatchObject({ status: 415, body: { message: 'The file is not a playable video' } });
    expect(filesUnder(stack.mediaDir)).toEqual(before);
  });
});

describe("issue 20: an upload's file name and declared type must agree with its content", () => {
  const pngOf = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e7d32' } }).png().toBuffer();

  it.each([
    ['a PNG sent as x.html, text/html', 'x.html', 'text/html'],
    ['a PNG named .png declared text/html', 'plant.png', 'text/html'],
    ['a PNG named .html declared application/octet-stream', 'x.html', 'application/octet-stream'],
    ['a PNG named .svg declared application/pdf', 'x.svg', 'application/pdf'],
    ['a PNG named .mp4 declared image/png', 'clip.mp4', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, filename, type) => {
    const { member } = await registerMember(stack);
    const before = filesUnder(stack.mediaDir);
    const answer = await member.upload('/api/upload', 'file', await pngOf(), filename, type);
    expect(answer).toMatchObject({ status: 415, body: { message: 'The file content does not match its name or type' } });
    expect(filesUnder(stack.mediaDir)).toEqual(before);
  });

  it.each([
    ['named and typed as what it is', 'plant.png', 'image/png'],
    ['with no extension and the generic binary type', 'blob', 'application/octet-stream'],
    ['as another image format (a PNG saved as .jpg): the kind agrees, it is stored as the PNG it is', 'photo.JPG', 'image/jpeg'],
  ])('accepts a PNG %s', async (_label, filename, type) => {
    const { member } = await registerMember(stack);
    const answer = await member.upload<{ url: string; mediaType: string }>('/api/upload', 'file', await pngOf(), filename, type);
    expect(answer).toMatchObject({ status: 201, body: { mediaType: 'image' } });
    expect(answer.body.url).toMatch(/\.png$/);
  });
});
