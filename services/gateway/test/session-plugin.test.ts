import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { getTestServers, uniqueTestName } from '@cannaverse/platform/testing';
import { RedisSessionStore } from '../src/session/redis-session-store.js';
import { MemoizedSigner } from '../src/session/memoized-signer.js';
import { memberSessionPlugin } from '../src/session/session-plugin.js';
import { SessionReader } from '../src/session/session-reader.js';

/**
 * The session plugin on its own (session-plugin.ts), over a real Redis: what it stores, which
 * answers carry the cookie, and that sessions written by @fastify/session (before issue 28) still
 * sign their members in.
 */
const prefix = uniqueTestName('tsp').toLowerCase();
const secret = 'a-session-secret-of-at-least-32-characters!';
const signer = new MemoizedSigner(secret);
const HOUR_MS = 3_600_000;
let redis: Redis;
let app: FastifyInstance;
let store: RedisSessionStore;

const keyOf = (id: string) => `${prefix}:sess:${id}`;
const cookieOf = (id: string) => `cv.sid=${encodeURIComponent(signer.sign(id))}`;
const sessionCookie = (setCookie: string[]) => setCookie.find((cookie) => cookie.startsWith('cv.sid='));
let baseUrl: string;

/** One request over HTTP (light-my-request's inject cannot load under jest's ESM). */
async function call(method: string, url: string, cookie?: string) {
  const response = await fetch(baseUrl + url, { method, headers: cookie ? { cookie } : {} });
  return { body: await response.json() as unknown, setCookie: response.headers.getSetCookie() };
}

beforeAll(async () => {
  redis = new Redis((await getTestServers()).redisUrl);
  store = new RedisSessionStore(redis, 3600, `${prefix}:sess:`);
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(memberSessionPlugin, {
    cookieName: 'cv.sid', signer, store,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAgeMs: HOUR_MS },
  });
  app.get('/who', async (request) => ({ actor: request.session.get('actor') ?? null }));
  app.post('/sign-in', async (request) => {
    await request.session.regenerate();
    request.session.set('actor', { id: 'user-1', isAdmin: false, tier: 'free' });
    await request.session.save();
    return { ok: true };
  });
  app.post('/mark', async (request) => {
    request.session.set('seenHour', 42);
    return { ok: true };
  });
  app.post('/sign-out', async (request, reply) => {
    await request.session.destroy();
    void reply.clearCookie('cv.sid', { path: '/' });
    return { ok: true };
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('session plugin', () => {
  it('stores nothing and sends no cookie for a visitor', async () => {
    const before = (await redis.keys(`${prefix}:sess:*`)).length;
    const answer = await call('GET', '/who');
    expect(answer.body).toEqual({ actor: null });
    expect(answer.setCookie).toEqual([]);
    expect((await redis.keys(`${prefix}:sess:*`)).length).toBe(before);
  });

  it('signs in with a new id, sends the cookie once, and reads the member back without writing', async () => {
    const oldId = 'an-older-visitor-session-id';
    await redis.set(keyOf(oldId), JSON.stringify({ cookie: { originalMaxAge: HOUR_MS, expires: new Date(Date.now() + HOUR_MS).toISOString() } }));
    const signIn = await call('POST', '/sign-in', cookieOf(oldId));
    const setCookie = sessionCookie(signIn.setCookie)!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/; Secure/); // plain http: the browser would drop a Secure cookie
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]);
    expect(Math.abs(expires - (Date.now() + HOUR_MS))).toBeLessThan(5_000);
    expect(await redis.exists(keyOf(oldId))).toBe(0); // no fixation: the old id is gone

    const cookie = setCookie.split(';')[0];
    const id = decodeURIComponent(cookie.slice('cv.sid='.length)).split('.')[0];
    expect(Buffer.from(id, 'base64url').length).toBe(24);
    const stored = JSON.parse((await redis.get(keyOf(id)))!);
    expect(stored).toMatchObject({ actor: { id: 'user-1' }, cookie: { originalMaxAge: HOUR_MS } });
    expect(await redis.ttl(keyOf(id))).toBeGreaterThan(3500);

    await redis.expire(keyOf(id), 100); // a read must not write (no TTL refresh, no set-cookie)
    const who = await call('GET', '/who', cookie);
    expect(who.body).toEqual({ actor: { id: 'user-1', isAdmin: false, tier: 'free' } });
    expect(who.setCookie).toEqual([]);
    expect(await redis.ttl(keyOf(id))).toBeLessThanOrEqual(100);

    // A change is saved with a full lifetime again, and the cookie says so.
    const marked = await call('POST', '/mark', cookie);
    expect(sessionCookie(marked.setCookie)).toBeDefined();
    expect(await redis.ttl(keyOf(id))).toBeGreaterThan(3500);
    expect(JSON.parse((await redis.get(keyOf(id)))!)).toMatchObject({ actor: { id: 'user-1' }, seenHour: 42 });
  });

  it('reads a session as @fastify/session stored it, so a deploy signs no one out', async () => {
    const id = 'a-session-written-by-fastify-session';
    await redis.set(keyOf(id), JSON.stringify({
      cookie: { expires: new Date(Date.now() + HOUR_MS).toISOString(), originalMaxAge: HOUR_MS, sameSite: 'lax', secure: false, path: '/', httpOnly: true, domain: null },
      actor: { id: 'user-2', isAdmin: true, tier: 'premium' }, handle: 'h-1',
    }));
    const who = await call('GET', '/who', cookieOf(id));
    expect(who.body).toEqual({ actor: { id: 'user-2', isAdmin: true, tier: 'premium' } });
    expect(await new SessionReader(signer, store).actor(cookieOf(id))).toEqual({ id: 'user-2', isAdmin: true, tier: 'premium' });
  });

  it('clears a cookie that names no live session: forged, unknown, or expired (which is deleted)', async () => {
    const expiredId = 'an-expired-session';
    await redis.set(keyOf(expiredId), JSON.stringify({ cookie: { originalMaxAge: HOUR_MS, expires: new Date(Date.now() - 1000).toISOString() }, actor: { id: 'user-3' } }));
    const forged = `cv.sid=${encodeURIComponent('some-id.not-a-signature')}`;
    for (const cookie of [forged, cookieOf('never-stored'), cookieOf(expiredId)]) {
      const answer = await call('GET', '/who', cookie);
      expect(answer.body).toEqual({ actor: null });
      expect(sessionCookie(answer.setCookie)).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect(await redis.exists(keyOf(expiredId))).toBe(0);
    expect(await new SessionReader(signer, store).actor(cookieOf(expiredId))).toBeNull();
  });

  it('signing out deletes the session; the cookie no longer signs anyone in', async () => {
    const signIn = await call('POST', '/sign-in');
    const cookie = sessionCookie(signIn.setCookie)!.split(';')[0];
    const out = await call('POST', '/sign-out', cookie);
    expect(sessionCookie(out.setCookie)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/who', cookie)).body).toEqual({ actor: null });
  });
});
