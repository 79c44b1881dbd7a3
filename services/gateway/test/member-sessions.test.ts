import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { getTestServers, uniqueTestName } from '@cannaverse/platform/testing';
import { LAST_SEEN_EVERY_MS, MemberSessions } from '../src/session/member-sessions.js';

/** A request as the session plugin leaves it: a session object with get/set and its id. */
function fakeRequest(sessionId: string, actorId: string, userAgent = 'Test/1') {
  const data: Record<string, unknown> = { actor: { id: actorId, isAdmin: false, tier: 'free' } };
  return {
    headers: { 'user-agent': userAgent },
    session: { sessionId, get: (key: string) => data[key], set: (key: string, value: unknown) => { data[key] = value; } },
  } as unknown as FastifyRequest;
}

let redis: Redis;
const prefix = uniqueTestName('tms').toLowerCase();
beforeAll(async () => { redis = new Redis((await getTestServers()).redisUrl); });
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('MemberSessions', () => {
  it('writes lastSeenAt at most every few minutes, not on every request', async () => {
    let now = Date.parse('2026-11-25T10:00:00.000Z');
    const sessions = new MemberSessions(redis, `${prefix}:sess:`, `${prefix}:ms`, () => now);
    const request = fakeRequest('sid-1', 'user-1');
    await redis.set(`${prefix}:sess:sid-1`, '{}');
    await sessions.register(request, 'user-1');
    const written: string[] = [];
    const monitor = await redis.monitor();
    monitor.on('monitor', (_time: string, args: string[]) => { if (String(args[1]).startsWith(`${prefix}:ms`)) written.push(args[0]); });

    for (let i = 0; i < 50; i++) {
      now += 1000; // 50 requests within 50 s
      await sessions.seen(request);
    }
    expect(written).toEqual([]);
    now += LAST_SEEN_EVERY_MS;
    await sessions.seen(request);
    await new Promise((resolve) => setTimeout(resolve, 100));
    monitor.disconnect();
    expect(written.filter((command) => command === 'hset')).toHaveLength(1);
    const [listed] = await sessions.list('user-1', request.session.get('handle'));
    expect(listed).toMatchObject({ current: true, createdAt: '2026-11-25T10:00:00.000Z', lastSeenAt: new Date(now).toISOString(), userAgent: 'Test/1' });
  });

  it('gives a session from before the list its entry on its next request, and drops expired sessions when listing', async () => {
    const sessions = new MemberSessions(redis, `${prefix}:sess:`, `${prefix}:ms`);
    const old = fakeRequest('sid-old', 'user-2');
    const expired = fakeRequest('sid-expired', 'user-2');
    await redis.set(`${prefix}:sess:sid-old`, '{}');
    await sessions.seen(old);
    await sessions.register(expired, 'user-2'); // its session key never existed, as after expiry
    const listed = await sessions.list('user-2', undefined);
    expect(listed).toEqual([expect.objectContaining({ id: old.session.get('handle'), current: false })]);
    expect(await redis.hlen(`${prefix}:ms:user-2`)).toBe(1);
  });
});
