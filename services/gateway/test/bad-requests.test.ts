import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { GatewayStack, Member, registerMember, type HttpAnswer } from './gateway-harness.js';

/** A PNG whose header claims 20000x20000 pixels (valid CRCs, almost no data): a decompression bomb. */
function hugePngHeader(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(100))), chunk('IEND', Buffer.alloc(0))]);
}

let stack: GatewayStack;
let member: Member;
let user: { id: string; username: string };
let png: Buffer;
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

beforeAll(async () => {
  stack = await new GatewayStack().start();
  ({ member, user } = await registerMember(stack, { name: 'Original Name' }));
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4caf50' } }).png().toBuffer();
}, 90_000);
afterAll(async () => stack?.stop());

type BadRequest = [label: string, send: () => Promise<HttpAnswer>];

const raw = (method: string, url: string, body: string, contentType = 'application/json') =>
  member.request(method, url, { body, headers: { 'content-type': contentType } });

const cases = (): BadRequest[] => [
  ['malformed JSON on register', () => raw('POST', '/api/register', '{"username": "abc')],
  ['malformed JSON on profile', () => raw('PUT', `/api/users/${user.id}`, '{displayName: nope}')],
  ['JSON array body', () => raw('POST', '/api/login', '[1,2,3]')],
  ['JSON string body', () => raw('POST', '/api/register', '"hello"')],
  ['JSON null body', () => raw('POST', '/api/subscribe', 'null')],
  ['empty JSON body', () => raw('POST', '/api/login', '')],
  ['username as number', () => member.post('/api/login', { username: 12345678, password: 'secret-pw' })],
  ['password as object', () => member.post('/api/login', { username: user.username, password: { $ne: null } })],
  ['displayName as number', () => member.put(`/api/users/${user.id}`, { displayName: 42 })],
  ['bio as array', () => member.put(`/api/users/${user.id}`, { bio: ['a', 'b'] })],
  ['consent as string', () => member.post('/api/register', { username: 'abcdefgh1', email: 'x1@example.com', password: 'secret-pw', marketingConsent: 'yes' })],
  ['unknown field isAdmin on register', () => member.post('/api/register', { username: 'abcdefgh2', email: 'x2@example.com', password: 'secret-pw', isAdmin: true })],
  ['unknown field isAdmin on profile', () => member.put(`/api/users/${user.id}`, { isAdmin: true })],
  ['unknown field username on profile', () => member.patch(`/api/users/${user.id}`, { username: 'renamed_user' })],
  ['huge JSON body (2 MB)', () => raw('POST', '/api/register', JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }))],
  ['large JSON on login (300 KB)', () => member.post('/api/login', { username: 'y'.repeat(300 * 1024), password: 'secret-pw' })],
  ['bio of 100k characters', () => member.put(`/api/users/${user.id}`, { bio: 'b'.repeat(100_000) })],
  ['SQL in username at login', () => member.post('/api/login', { username: "admin' OR '1'='1' --", password: 'secret-pw' })],
  ['SQL in user id path', () => member.get(`/api/users/${encodeURIComponent("1' OR '1'='1")}`)],
  ['SQL in profile id path', () => member.put(`/api/users/${encodeURIComponent("x'; DROP TABLE users; --")}`, { bio: 'x' })],
  ['script tag in website', () => member.put(`/api/users/${user.id}`, { website: '<script>alert(1)</script>' })],
  ['javascript: avatar', () => member.put(`/api/users/${user.id}`, { avatar: 'javascript:alert(document.cookie)' })],
  ['svg data URL avatar with script', () => member.put(`/api/users/${user.id}`, { avatar: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` })],
  ['wrong content type on login', () => raw('POST', '/api/login', 'username=a&password=b', 'text/plain')],
  ['form-encoded register', () => raw('POST', '/api/register', 'username=abcdefgh&password=secret', 'application/x-www-form-urlencoded')],
  ['checkout with unknown plan', () => member.post('/api/membership/checkout', { plan: 'free-forever', interval: 'month' })],
  ['checkout with interval as number', () => member.post('/api/membership/checkout', { plan: 'cannanaut', interval: 12 })],
  ['newsletter without email', () => member.post('/api/subscribe', {})],
  ['upload without multipart', () => member.post('/api/upload', { file: 'not a file' })],
  ['upload with wrong field name', () => member.upload('/api/upload', 'image', png, 'plant.png', 'image/png')],
  ['a PNG named .mp4', () => member.upload('/api/upload', 'file', png, 'grow-timelapse.mp4', 'video/mp4')],
  ['an ELF executable named .jpg', () => member.upload('/api/upload', 'file', ELF, 'bud.jpg', 'image/jpeg')],
  ['a Windows executable named .png', () => member.upload('/api/upload', 'file', WINDOWS_EXE, 'bud.png', 'image/png')],
  ['an HTML page named .gif', () => member.upload('/api/upload', 'file', Buffer.from('<html><script>alert(1)</script></html>'), 'x.gif', 'image/gif')],
  ['a 20000x20000 image', () => member.upload('/api/upload', 'file', hugePngHeader(), 'huge.png', 'image/png')],
  ['a 20000x20000 avatar', () => member.upload(`/api/users/${user.id}/avatar`, 'avatar', hugePngHeader(), 'huge.png', 'image/png', 'PUT')],
  ['an empty file', () => member.upload('/api/upload', 'file', Buffer.alloc(0), 'empty.png', 'image/png')],
  ['path traversal in media', () => member.get('/media/..%2F..%2Fetc%2Fpasswd')],
  ['staged uploads are not public', () => member.get('/media/incoming/2026/11/00000000-0000-4000-8000-000000000000.bin')],
  ['an unknown media key', () => member.get('/media/images/2026/11/00000000-0000-4000-8000-000000000000.png')],
  ['upload when signed out', () => new Member(stack.url).upload('/api/upload', 'file', png, 'plant.png', 'image/png')],
];

describe('bad requests get a 4xx with a message and change nothing', () => {
  it('answers every bad request with a 4xx and a JSON message, never a 500', async () => {
    const list = cases();
    expect(list.length).toBeGreaterThanOrEqual(30);
    const usersBefore = await stack.query<{ n: number }>('identity', 'SELECT count(*)::int AS n FROM users');
    const profileBefore = (await member.get(`/api/users/${user.id}`)).body;

    const failures: string[] = [];
    for (const [label, send] of list) {
      const answer = await send();
      const ok = answer.status >= 400 && answer.status < 500 && typeof (answer.body as { message?: unknown })?.message === 'string' && !/at \w+ \(|node_modules/.test(answer.text);
      if (!ok) failures.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);

    expect(await stack.query('identity', 'SELECT count(*)::int AS n FROM users')).toEqual(usersBefore);
    expect((await member.get(`/api/users/${user.id}`)).body).toEqual(profileBefore);
    expect((await member.get('/api/me')).status).toBe(200);
    const loginStillWorks = await new Member(stack.url).post('/api/login', { username: user.username, password: 'secret-pw' });
    expect(loginStillWorks.status).toBe(200);
  }, 60_000);
});
