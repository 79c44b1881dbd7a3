import { request as httpRequest } from 'node:http';
import { GatewayStack, Member, newUsername, registerMember } from './gateway-harness.js';

/**
 * Issue 9 items 10–12 on a gateway configured as behind one ingress (TRUST_PROXY=1) with its
 * public origin set. The test client plays the ingress: the last X-Forwarded-For entry is the
 * address the ingress saw; anything before it is whatever the client claimed.
 */
let stack: GatewayStack;
beforeAll(async () => {
  stack = await new GatewayStack(['identity'], {
    publicOriginIsSelf: true,
    gatewayEnv: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: '25', LOGIN_SLOWDOWN_AFTER_FAILURES: '10' },
  }).start();
}, 90_000);
afterAll(async () => stack?.stop());

/** A login as it arrives through the ingress from `clientIp`, with whatever the client itself put in X-Forwarded-For. */
const loginFrom = (clientIp: string, username: string, password: string, claimed?: string) =>
  new Member(stack.url).request('POST', '/api/login', {
    json: { username, password },
    headers: { 'x-forwarded-for': claimed ? `${claimed}, ${clientIp}` : clientIp },
  });

describe('10. only the configured proxy hops may name the client', () => {
  it('a client cannot dodge the per-IP limit by choosing its own X-Forwarded-For', async () => {
    const attacker = '198.51.100.10';
    let status = 0;
    for (let attempt = 1; attempt <= 51 && status !== 429; attempt++) {
      // A different account and a different self-chosen address each time: only the real address repeats.
      status = (await loginFrom(attacker, newUsername(), 'wrong-password', `10.0.${attempt}.${attempt}`)).status;
      if (attempt <= 50) expect(status).toBe(401);
    }
    expect(status).toBe(429);
    // Another client behind the same ingress is not affected.
    expect((await loginFrom('198.51.100.11', newUsername(), 'wrong-password')).status).toBe(401);
  }, 120_000);

  it('refuses TRUST_PROXY=true at start with a clear line', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['services/gateway/dist/main.js'], {
      cwd: new URL('../../..', import.meta.url).pathname, env: { ...process.env, ...stack.env(), TRUST_PROXY: 'true', PORT: '0' }, encoding: 'utf8', timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY must be a number of proxy hops');
  }, 30_000);
});

describe('11. failed logins elsewhere cannot lock the owner out', () => {
  it("locks the attacker's address out of the account (429 + Retry-After) while the owner still signs in", async () => {
    const { user } = await registerMember(stack);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await loginFrom('198.51.100.20', user.username, 'wrong-password')).status).toBe(401);
    const blocked = await loginFrom('198.51.100.20', user.username, 'secret-pw');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.message).toMatch(/Too many failed login attempts/);
    // The owner, at home: signs in.
    expect(await loginFrom('203.0.113.5', user.username, 'secret-pw')).toMatchObject({ status: 200, body: { id: user.id } });
  }, 60_000);

  it('still stops a distributed attack at the account-wide ceiling', async () => {
    const { user } = await registerMember(stack);
    for (const ip of ['198.51.100.31', '198.51.100.32']) {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await loginFrom(ip, user.username, 'wrong-password')).status).toBe(401);
    }
    for (let attempt = 1; attempt <= 5; attempt++) expect((await loginFrom('198.51.100.33', user.username, 'wrong-password')).status).toBe(401);
    // 25 failures from three addresses: the ceiling (LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL=25 here) is reached.
    expect((await loginFrom('198.51.100.34', user.username, 'secret-pw')).status).toBe(429);
  }, 90_000);

  it('lets the admin in from their address after an attacker hammered the admin account', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) expect((await loginFrom('198.51.100.40', 'admin', 'wrong-password')).status).toBe(401);
    expect((await loginFrom('198.51.100.40', 'admin', 'admin-password-for-tests')).status).toBe(429);
    expect(await loginFrom('203.0.113.77', 'admin', 'admin-password-for-tests')).toMatchObject({ status: 200, body: { username: 'admin' } });
  }, 60_000);
});

describe('12. the CSRF allow-list comes from PUBLIC_ORIGIN', () => {
  /** A state-changing request with a Host and Origin of the sender's choosing (fetch cannot set Host). */
  const postWithHost = (path: string, host: string, origin: string, cookie: string) => new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(stack.url);
    const req = httpRequest({ hostname, port, method: 'POST', path, headers: { host, origin, cookie, 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{}');
  });

  it('refuses an Origin that only matches the Host header the sender chose; accepts our public origin', async () => {
    const { member } = await registerMember(stack);
    expect(await postWithHost('/api/logout', 'evil.example', 'http://evil.example', member.cookie)).toBe(403);
    expect((await member.get('/api/me')).status).toBe(200); // still signed in: the forged logout did nothing
    const ours = await member.request('POST', '/api/logout', { json: {}, headers: { origin: stack.url } });
    expect(ours.status).toBe(200);
  });
});
