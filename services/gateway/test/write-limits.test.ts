import { randomUUID } from 'node:crypto';
import { gatewayConfigSchema } from '../src/config.js';
import { effectiveWriteLimits, RATE_LIMITS_HELP } from '../src/security/write-limits.js';
import { GatewayStack, Member, newUsername, type HttpAnswer } from './gateway-harness.js';

/**
 * Issue 20, "Rate limits on every member write": the one table (security/write-limits.ts) counted in
 * Redis across gateway replicas, 429 with Retry-After and the IETF RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers-10). Direct messages and registrations keep their
 * production quotas here (30 a minute, 10 an hour per address); every other row is lowered to 3 so
 * the table test stays short. The gateway trusts one proxy hop: the test plays the ingress and
 * gives each sign-up its own client address.
 */
const SMALL = ['posts', 'comments', 'likes', 'follows', 'reports', 'stream-creation', 'uploads', 'story-writes', 'reactions', 'newsletter'];
let stack: GatewayStack;
beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social'], {
    gatewayEnv: { TRUST_PROXY: '1', RATE_LIMITS_FACTOR: '1', RATE_LIMITS: SMALL.map((name) => `${name}=3/600`).join(',') },
  }).start();
  await stack.waitForService('social');
}, 90_000);
afterAll(async () => stack?.stop());

let addresses = 0;
/** A client address of its own (TEST-NET-2/3), as the ingress reports it. */
const freshAddress = () => {
  addresses++;
  return `${addresses < 250 ? '198.51.100' : '203.0.113'}.${addresses % 250 + 1}`;
};

function register(address: string, member = new Member(stack.url)) {
  const username = newUsername();
  return member.request<{ id: string; username: string }>('POST', '/api/register', {
    json: { username, email: `${username}@example.com`, password: 'secret-pw' }, headers: { 'x-forwarded-for': address },
  });
}

async function signedUp(): Promise<{ member: Member; id: string }> {
  const member = new Member(stack.url);
  const answer = await register(freshAddress(), member);
  expect(answer.status).toBe(201);
  return { member, id: answer.body.id };
}

const seenBySocial = (userId: string) => stack.waitForRow('social', 'SELECT 1 FROM user_cards WHERE id = $1', userId);

/** The 429 every limit answers: the wait in seconds in Retry-After, the message and the RateLimit fields agree. */
function expectRefused(answer: HttpAnswer, name: string, quota: number, window: number, what: string) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(window);
  expect(answer.body.message).toBe(`Too many ${what}. Try again in ${retryAfter} second(s).`);
  expect(answer.headers.get('ratelimit-policy')).toBe(`"${name}";q=${quota};w=${window}`);
  expect(answer.headers.get('ratelimit')).toBe(`"${name}";r=0;t=${retryAfter}`);
}

describe('the contract', () => {
  it('a burst of 40 direct messages from one member meets 429 after the 30th; nothing past the limit is stored', async () => {
    const sender = await signedUp();
    const receiver = await signedUp();
    await seenBySocial(sender.id);
    await seenBySocial(receiver.id);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => sender.member.post(`/api/messages/${receiver.id}`, { content: `hello ${i}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expectRefused(answer, 'direct-messages', 30, 60, 'messages');
    // Each allowed answer says what was left after it: one count in Redis, so 29 down to 0, each once.
    const allowed = answers.filter((answer) => answer.status === 201);
    const left = allowed.map((answer) => Number(/^"direct-messages";r=(\d+);t=\d+$/.exec(answer.headers.get('ratelimit') ?? '')?.[1]));
    expect(left.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(allowed.every((answer) => answer.headers.get('ratelimit-policy') === '"direct-messages";q=30;w=60')).toBe(true);
    const [{ n }] = await stack.query<{ n: number }>('social', 'SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [sender.id]);
    expect(n).toBe(30);
    // Another member's budget is their own.
    const other = await signedUp();
    await seenBySocial(other.id);
    expect((await other.member.post(`/api/messages/${receiver.id}`, { content: 'hi' })).status).toBe(201);
  }, 90_000);

  it('30 registrations from one address meet 429 after the 10th; another address still signs up', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let refused: HttpAnswer | undefined;
    for (let i = 0; i < 30; i++) {
      const answer = await register(address);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
    expectRefused(refused!, 'registrations', 10, 3600, 'sign-ups from this address');
    expect((await register(freshAddress())).status).toBe(201);
  }, 90_000);
});

describe('every limited write route', () => {
  /** Each route of the table with a request that reaches it; the services' answers (201, 400, 404, 503) do not matter, the count does. */
  type LimitedRoute = { name: string; quota: number; window?: number; what: string; method: string; url: (self: string) => string; json?: unknown; visitor?: boolean };
  const routes: LimitedRoute[] = [
    { name: 'posts', quota: 3, what: 'posts', method: 'POST', url: () => '/api/posts', json: { content: 'A grow update' } },
    { name: 'posts', quota: 3, what: 'posts', method: 'PATCH', url: () => `/api/posts/${randomUUID()}`, json: { content: 'Edited' } },
    { name: 'comments', quota: 3, what: 'comments', method: 'POST', url: () => `/api/posts/${randomUUID()}/comments`, json: { content: 'Nice' } },
    { name: 'likes', quota: 3, what: 'likes', method: 'POST', url: () => `/api/posts/${randomUUID()}/like`, json: {} },
    { name: 'follows', quota: 3, what: 'follows', method: 'POST', url: () => `/api/users/${randomUUID()}/follow`, json: {} },
    { name: 'follows', quota: 3, what: 'follows', method: 'DELETE', url: () => `/api/users/${randomUUID()}/follow` },
    { name: 'direct-messages', quota: 30, window: 60, what: 'messages', method: 'POST', url: () => `/api/messages/${randomUUID()}`, json: { content: 'hi' } },
    { name: 'reports', quota: 3, what: 'reports', method: 'POST', url: () => `/api/messages/${randomUUID()}/report`, json: { reason: 'spam' } },
    { name: 'stream-creation', quota: 3, what: 'new streams', method: 'POST', url: () => '/api/livestreams', json: { title: 'Harvest day' } },
    { name: 'uploads', quota: 3, what: 'uploads', method: 'POST', url: () => '/api/upload', json: {} },
    { name: 'uploads', quota: 3, what: 'uploads', method: 'PUT', url: (self) => `/api/users/${self}/avatar`, json: {} },
    { name: 'story-writes', quota: 3, what: 'story changes', method: 'POST', url: () => '/api/strain-stories', json: { title: 'My story' } },
    { name: 'story-writes', quota: 3, what: 'story changes', method: 'PUT', url: () => '/api/strain-stories/1', json: { title: 'My story' } },
    { name: 'story-writes', quota: 3, what: 'story changes', method: 'DELETE', url: () => '/api/strain-stories/1' },
    { name: 'reactions', quota: 3, what: 'reactions', method: 'POST', url: () => '/api/strain-stories/1/upvote' },
    { name: 'reactions', quota: 3, what: 'reactions', method: 'POST', url: () => '/api/strains/1/reactions', json: { emojiType: '🔥' } },
    { name: 'reactions', quota: 3, what: 'reactions', method: 'DELETE', url: () => `/api/strains/1/reactions/${encodeURIComponent('🔥')}` },
    { name: 'registrations', quota: 10, window: 3600, what: 'sign-ups from this address', method: 'POST', url: () => '/api/register', json: { username: 'x' }, visitor: true },
    { name: 'newsletter', quota: 3, what: 'newsletter sign-ups from this address', method: 'POST', url: () => '/api/subscribe', json: { email: 'nope' }, visitor: true },
  ];

  it.each(routes)('$method $name route: 429 once its quota is spent', async ({ name, quota, window = 600, what, method, url, json, visitor }) => {
    const { member, id } = visitor ? { member: new Member(stack.url), id: '' } : await signedUp();
    const headers = { 'x-forwarded-for': freshAddress() };
    for (let i = 0; i < quota; i++) {
      const answer = await member.request(method, url(id), { json, headers });
      expect(answer.status).not.toBe(429);
      expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"${name}";r=${quota - 1 - i};t=\\d+$`));
    }
    expectRefused(await member.request(method, url(id), { json, headers }), name, quota, window, what);
  }, 60_000);

  it('two gateway replicas on one Redis share the count', async () => {
    const replica = await stack.startGatewayReplica();
    const { member } = await signedUp();
    // The same session cookie on the second replica (sessions live in Redis too).
    const onReplica = new Member(replica);
    onReplica.cookie = member.cookie;
    expect((await member.post(`/api/users/${randomUUID()}/follow`)).headers.get('ratelimit')).toMatch(/^"follows";r=2;/);
    expect((await onReplica.post(`/api/users/${randomUUID()}/follow`)).headers.get('ratelimit')).toMatch(/^"follows";r=1;/);
    expect((await member.post(`/api/users/${randomUUID()}/follow`)).headers.get('ratelimit')).toMatch(/^"follows";r=0;/);
    expectRefused(await onReplica.post(`/api/users/${randomUUID()}/follow`), 'follows', 3, 600, 'follows');
    await stack.stopService('gateway-2');
  }, 90_000);
});

describe('configuration (config.ts)', () => {
  const problem = (env: Record<string, string>) => {
    try {
      gatewayConfigSchema.validateSync(env);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses a malformed RATE_LIMITS or RATE_LIMITS_FACTOR with a clear line', () => {
    for (const value of ['posts=lots', 'selfies=3/60', 'posts=0/60', 'posts=3']) {
      expect(problem({ RATE_LIMITS: value })).toBe(RATE_LIMITS_HELP);
    }
    for (const value of ['0', '1.5', 'many']) expect(problem({ RATE_LIMITS_FACTOR: value })).toBe('RATE_LIMITS_FACTOR must be a whole number of at least 1');
    expect(problem({ RATE_LIMITS: 'posts=40/600, likes=500/300', RATE_LIMITS_FACTOR: '2' })).toBeNull();
  });

  it('applies the overrides, then the factor, to the table', () => {
    const limits = effectiveWriteLimits('posts=40/900', 3);
    expect(limits.posts).toMatchObject({ points: 120, windowSeconds: 900, countedBy: 'member' });
    expect(limits['direct-messages']).toMatchObject({ points: 90, windowSeconds: 60 });
    expect(limits.registrations).toMatchObject({ points: 30, windowSeconds: 3600, countedBy: 'address' });
  });
});
