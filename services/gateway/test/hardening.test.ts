import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { PostDto } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember, type HttpAnswer } from './gateway-harness.js';

/** Issue 9's input and error-shape fixes, each through the real gateway and services. */
let stack: GatewayStack;
let member: Member;
let user: { id: string; username: string };
let post: PostDto;

async function knownToSocial(userId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await stack.query('social', 'SELECT 1 FROM user_cards WHERE id = $1', [userId])).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('social never heard of the member');
}

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social']).start();
  await stack.waitForService('social');
  ({ member, user } = await registerMember(stack, { name: 'Hardened Grower' }));
  await knownToSocial(user.id);
  post = (await member.post<PostDto>('/api/posts', { content: 'a post to hang comments and likes on' })).body;
}, 120_000);
afterAll(async () => stack?.stop());

const raw = (method: string, url: string, body: string, contentType = 'application/json') =>
  member.request(method, url, { body, headers: { 'content-type': contentType } });

/** A request the fetch API would refuse or normalise: exact path and headers on the wire. */
function wire(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Our error shape: a 4xx, `{ message, requestId }`, no framework words, the security headers. */
function expectOurError(answer: { status: number; text: string; headers: Headers | Record<string, string | string[] | undefined> }, status: number, message: string) {
  const header = (name: string) => (answer.headers instanceof Headers ? answer.headers.get(name) : answer.headers[name]) ?? null;
  const body = JSON.parse(answer.text) as { message: string; requestId: string };
  expect({ status: answer.status, message: body.message }).toEqual({ status, message });
  expect(body.requestId).toBe(header('x-request-id'));
  expect(answer.text).not.toMatch(/FST_|statusCode|node_modules|at \w+ \(|is not a function/);
  expect(header('content-security-policy')).toContain("default-src 'self'");
  expect(header('x-content-type-options')).toBe('nosniff');
}

describe('1. NUL and unpaired surrogates are a 400 in every text field', () => {
  const nul = 'grow\u0000log';
  const cases = (): Array<[string, () => Promise<HttpAnswer>, string]> => [
    ['register name (NUL)', () => new Member(stack.url).post('/api/register', { username: `nul_${Date.now().toString(36)}`, email: `nul${Date.now()}@example.com`, password: 'secret-pw', name: nul }), 'name'],
    ['register name (lone surrogate)', () => new Member(stack.url).post('/api/register', { username: `sur_${Date.now().toString(36)}`, email: `sur${Date.now()}@example.com`, password: 'secret-pw', name: 'Mary \ud800 Jane' }), 'name'],
    ['login username', () => new Member(stack.url).post('/api/login', { username: `admin${nul}`, password: 'secret-pw' }), 'username'],
    ['profile bio', () => member.put(`/api/users/${user.id}`, { bio: nul }), 'bio'],
    ['profile location (surrogate)', () => member.patch(`/api/users/${user.id}`, { location: '\udfff' }), 'location'],
    ['post content', () => member.post('/api/posts', { content: nul }), 'content'],
    ['post strain name', () => member.post('/api/posts', { content: 'ok', strainName: nul }), 'strainName'],
    ['post edit', () => member.patch(`/api/posts/${post.id}`, { strainReview: '\ud83d' }), 'strainReview'],
    ['comment content', () => member.post(`/api/posts/${post.id}/comments`, { content: nul }), 'content'],
    ['newsletter email', () => member.post('/api/subscribe', { email: `a${nul}@example.com` }), 'email'],
  ];

  it.each(cases().map(([label], index) => [label, index] as const))('%s', async (_label, index) => {
    const [, send, field] = cases()[index];
    const answer = await send();
    expectOurError(answer, 400, `${field} contains characters that are not allowed`);
  });

  it('stored nothing: no member with such a name, no such post or comment', async () => {
    expect(await stack.query('identity', `SELECT id FROM users WHERE display_name LIKE 'Mary %' OR position(chr(65533) in coalesce(bio, '')) > 0`)).toEqual([]);
    expect(await stack.query('social', `SELECT id FROM comments WHERE post_id = $1`, [post.id])).toEqual([]);
  });
});

describe('2. prototype keys are unknown fields, not a 500', () => {
  const endpoints = (): Array<[string, string, Record<string, unknown>]> => [
    ['POST', '/api/register', { username: 'protokey_user', email: 'proto@example.com', password: 'secret-pw' }],
    ['POST', '/api/login', { username: 'protokey_user', password: 'secret-pw' }],
    ['PUT', `/api/users/${user.id}`, { bio: 'x' }],
    ['PATCH', `/api/users/${user.id}`, { bio: 'x' }],
    ['POST', '/api/posts', { content: 'x' }],
    ['PATCH', `/api/posts/${post.id}`, { content: 'x' }],
    ['POST', `/api/posts/${post.id}/comments`, { content: 'x' }],
    ['POST', `/api/posts/${post.id}/like`, { liked: true }],
    ['POST', '/api/membership/checkout', { plan: 'cannanaut', interval: 'month' }],
    ['POST', '/api/subscribe', { email: 'proto@example.com' }],
  ];
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('%s on every validated endpoint → 400 Unknown field', async (key) => {
    for (const [method, url, body] of endpoints()) {
      const json = `${JSON.stringify(body).slice(0, -1)},"${key}":"x"}`;
      const answer = await raw(method, url, json);
      expectOurError(answer, 400, `Unknown field: ${key}`);
    }
  });
});

describe('3. absurdly nested JSON', () => {
  it('is a 400 on every JSON endpoint', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const [method, url] of [['POST', '/api/register'], ['POST', '/api/login'], ['PUT', `/api/users/${user.id}`], ['POST', '/api/posts'], ['POST', `/api/posts/${post.id}/comments`], ['POST', '/api/subscribe'], ['POST', '/api/membership/checkout']]) {
      expectOurError(await raw(method, url, deep), 400, 'Request body is nested too deeply');
    }
  });
});

describe('4. a malformed multipart body', () => {
  it('is a 400 on the upload and avatar routes', async () => {
    for (const [method, url] of [['POST', '/api/upload'], ['PUT', `/api/users/${user.id}/avatar`]]) {
      expectOurError(await raw(method, url, 'not multipart', 'multipart/form-data; boundary=zzz'), 400, 'The upload is not a valid multipart/form-data body');
    }
  });
});

describe('5. forged cursors with impossible dates', () => {
  it('are a 400 Invalid cursor on every keyset list', async () => {
    const forged = [
      { t: '2026-02-30 10:00:00+00', i: randomUUID() },
      { t: '2026-01-05 10:00:00+99', i: randomUUID() },
      { t: '2026-01-05 25:00:00+00', i: randomUUID() },
    ].map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));
    for (const cursor of forged) {
      for (const list of ['/api/posts', `/api/posts/user/${user.id}`, `/api/posts/${post.id}/likes`, `/api/posts/${post.id}/comments`]) {
        expectOurError(await member.request('GET', `${list}?cursor=${cursor}`), 400, 'Invalid cursor');
      }
    }
  });
});

describe('13. Range headers we do not serve', () => {
  it('are ignored: 200 with the whole file (RFC 9110), a well-formed range beyond the end stays 416', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await member.upload<{ url: string }>('/api/upload', 'file', png, 'dot.png', 'image/png');
    const whole = Buffer.from(await (await fetch(stack.url + uploaded.body.url)).arrayBuffer());
    for (const range of ['bytes=0-1,4-5', 'bytes=abc', 'items=0-5', 'bytes=-', 'bytes=5-2']) {
      const answer = await fetch(stack.url + uploaded.body.url, { headers: { range } });
      expect({ range, status: answer.status }).toEqual({ range, status: 200 });
      expect(Buffer.from(await answer.arrayBuffer()).equals(whole)).toBe(true);
    }
    expect((await fetch(stack.url + uploaded.body.url, { headers: { range: `bytes=${whole.length + 5}-` } })).status).toBe(416);
  });
});

describe('14. framework errors in our shape', () => {
  it('a URL the router cannot decode', async () => {
    expectOurError(await wire('GET', '/api/users/%E0%A4%A'), 400, 'The URL is not valid');
  });

  it('a path parameter over the length limit', async () => {
    const answer = await wire('GET', `/api/posts/${'a'.repeat(300)}`);
    expect([404, 414]).toContain(answer.status);
    expectOurError(answer, answer.status, answer.status === 414 ? 'The URL is too long' : 'Not found');
  });

  it('too many multipart fields', async () => {
    const form = new FormData();
    for (let i = 0; i < 20; i++) form.append(`field${i}`, 'x');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const answer = await member.request('POST', '/api/upload', { body: form });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectOurError(answer, answer.status, 'Too many form fields');
  });

  it('an unknown API path and a wrong content type', async () => {
    expectOurError(await member.get('/api/not-a-route'), 404, 'Not found');
    expectOurError(await raw('POST', '/api/login', '<login/>', 'application/xml'), 415, 'Unsupported content type');
  });

  it('accepts a sane x-request-id and returns it; replaces one that is not', async () => {
    const mine = `support-${randomUUID()}`;
    const answer = await member.request('GET', '/api/posts/not-a-post', { headers: { 'x-request-id': mine } });
    expect(answer.headers.get('x-request-id')).toBe(mine);
    expect(answer.body).toMatchObject({ requestId: mine });
    const hostile = await member.request('GET', '/api/posts/not-a-post', { headers: { 'x-request-id': 'bad id with spaces <script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('15. docs and behaviour agree', () => {
  it('/api/subscribe refuses unknown fields (with `error`) and answers a known email like a new one', async () => {
    const email = `news_${Date.now().toString(36)}@example.com`;
    expect(await member.post('/api/subscribe', { email, source: 'landing' })).toMatchObject({ status: 400, body: { message: 'Unknown field: source', error: 'Unknown field: source' } });
    const first = await member.post('/api/subscribe', { email });
    const again = await new Member(stack.url).post('/api/subscribe', { email: email.toUpperCase() });
    expect(first).toMatchObject({ status: 201, body: { message: "You've been added to our mailing list." } });
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
  });

  it('/api/topics/trending needs a session, like the rest of the home page', async () => {
    expectOurError(await new Member(stack.url).get('/api/topics/trending'), 401, 'Not authenticated');
    expect((await member.get('/api/topics/trending')).status).toBe(200);
  });
});
