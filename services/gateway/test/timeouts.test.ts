import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@cannaverse/platform/testing';
import { GatewayStack, registerMember, type Member } from './gateway-harness.js';
import { gatewayConfigSchema } from '../src/config.js';

/**
 * Issue 20, timeouts: a request body that stops arriving is answered 408 and its upload slot
 * freed. The stack runs with a 2 s idle timeout so the test need not wait the default 30 s.
 */
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-tmp-'));
const IDLE_SECONDS = 2;
let stack: GatewayStack;

beforeAll(async () => {
  stack = await new GatewayStack(['identity'], { gatewayEnv: { TMPDIR: tmpDir, BODY_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) } }).start();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(tmpDir, { recursive: true, force: true });
});

const MESSAGE = 'The request body stopped arriving. Please try again.';

interface Stalled {
  status: number;
  body: { message?: string };
  /** Seconds from the last byte sent to the answer. */
  after: number;
  /** Whether the gateway closed the connection once it answered. */
  closed: boolean;
}

/**
 * Sends `head` of a body that declares `declared` bytes, then nothing more; resolves with the
 * answer, or null when none came within `waitMs` (the request is then destroyed).
 */
function stalledRequest(member: Member, method: string, url: string, contentType: string, head: string, declared: number, waitMs: number): Promise<Stalled | null> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve) => {
    const request = httpRequest({ hostname, port, method, path: url, headers: { cookie: member.cookie, 'content-type': contentType, 'content-length': String(declared) } });
    let sentAt = 0;
    let answer: Omit<Stalled, 'closed'> | null = null;
    const give = (value: Stalled | null) => { clearTimeout(timer); resolve(value); };
    const timer = setTimeout(() => { request.destroy(); give(null); }, waitMs);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => { answer = { status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as { message?: string }, after: (Date.now() - sentAt) / 1000 }; });
    });
    // The gateway must hang up after its answer: the rest of the body will never be read.
    request.on('close', () => give(answer ? { ...answer, closed: true } : null));
    request.on('error', () => undefined);
    request.write(head, () => { sentAt = Date.now(); });
  });
}

const multipartHead = (boundary: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG`;

describe('a request body that stops arriving', () => {
  it('is a 408 with a message for a JSON body (13 bytes of a declared 1,000)', async () => {
    const { member } = await registerMember(stack);
    const answer = await stalledRequest(member, 'POST', '/api/posts', 'application/json', '{"content":"h', 1000, 20_000);
    expect(answer).toMatchObject({ status: 408, body: { message: MESSAGE }, closed: true });
    expect(answer!.after).toBeGreaterThanOrEqual(IDLE_SECONDS - 0.5);
    expect(answer!.after).toBeLessThan(IDLE_SECONDS + 8);
  }, 30_000);

  it('is a 408 for a stalled multipart upload, whose slot is given back and temporary file removed', async () => {
    const { member } = await registerMember(stack);
    // Both of the member's upload slots held by uploads that stop after their first bytes.
    const boundary = `----cv${Date.now().toString(16)}`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const answers = await Promise.all([1, 2].map(() => stalledRequest(member, 'POST', '/api/upload', type, multipartHead(boundary), 50_000, 20_000)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 408, body: { message: MESSAGE }, closed: true });
      expect(answer!.after).toBeLessThan(IDLE_SECONDS + 8);
    }
    // The slots are given back as the connection closes (a moment after the answer): a real
    // upload is then stored, not refused with 429.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const upload = () => member.upload('/api/upload', 'file', png, 'dot.png', 'image/png');
    let stored: Awaited<ReturnType<typeof upload>> | undefined;
    await waitFor(async () => (stored = await upload()).status !== 429, 5_000, 200).catch(() => undefined);
    expect(stored?.status).toBe(201);
    expect(readdirSync(tmpDir).filter((name) => name.startsWith('cv-upload-'))).toEqual([]);
  }, 40_000);

  it('keeps a slow upload that goes on sending: only silence counts', async () => {
    const { member } = await registerMember(stack);
    const { hostname, port } = new URL(stack.url);
    const boundary = `----cv${Date.now().toString(16)}`;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="dot.png"\r\ncontent-type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ hostname, port, method: 'POST', path: '/api/upload', headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } });
      request.on('response', (response) => { response.resume(); resolve(response.statusCode ?? 0); });
      request.on('error', reject);
      // A byte every second for 4 s (twice the idle timeout), then the rest.
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < 4) request.write(body.subarray(sent, ++sent));
        else { clearInterval(timer); request.end(body.subarray(sent)); }
      }, 1000);
    });
    expect(status).toBe(201);
  }, 30_000);
});

describe('the idle timeout setting', () => {
  it('defaults to 30 s and can never exceed 60 s', () => {
    expect(gatewayConfigSchema.validateSync({}).BODY_IDLE_TIMEOUT_SECONDS).toBe(30);
    expect(() => gatewayConfigSchema.validateSync({ BODY_IDLE_TIMEOUT_SECONDS: '120' })).toThrow(/BODY_IDLE_TIMEOUT_SECONDS/);
  });
});
