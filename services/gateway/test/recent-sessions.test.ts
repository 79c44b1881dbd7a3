import type { FastifyRequest, Session } from 'fastify';
import { Redis } from 'ioredis';
import { getTestServers, uniqueTestName } from '@cannaverse/platform/testing';
import { RECENT_SESSION_MS, RecentSessions } from '../src/session/recent-sessions.js';
import { RedisSessionStore } from '../src/session/redis-session-store.js';
import { MemberSessions } from '../src/session/member-sessions.js';

/**
 * Two gateway replicas' session stores over one Redis (recent-sessions.ts): a session read moments
 * ago is reused, and a session that ends on one replica is gone on the other at once.
 */
const prefix = uniqueTestName('trs').toLowerCase();
const sessPrefix = `${prefix}:sess:`;
let redisUrl: string;
let redis: Redis;
const opened: RecentSessions[] = [];
const connections: Redis[] = [];

async function replica(now: () => number = Date.now) {
  const commands = new Redis(redisUrl);
  connections.push(commands);
  const recent = new RecentSessions(commands, new Redis(redisUrl), `${prefix}:sessions-changed`, RECENT_SESSION_MS, now);
  opened.push(recent);
  await recent.start();
  const store = new RedisSessionStore(commands, 3600, sessPrefix, recent);
  const sessions = new MemberSessions(commands, sessPrefix, `${prefix}:ms`, Date.now, (ids) => recent.announce(ids));
  const read = (sid: string) => new Promise<Session | null>((resolve, reject) => store.get(sid, (error, session) => (error ? reject(error) : resolve(session ?? null))));
  const destroy = (sid: string) => new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));
  const write = (sid: string, session: object) => new Promise<void>((resolve, reject) => store.set(sid, session as Session, (error) => (error ? reject(error) : resolve())));
  return { recent, store, sessions, read, destroy, write, commands };
}

/** Pub/sub delivery is asynchronous: the other replica hears of a change within moments. */
async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return value;
}

const stored = (actorId: string) => JSON.stringify({ cookie: { originalMaxAge: 3_600_000 }, actor: { id: actorId, isAdmin: false, tier: 'free' } });

beforeAll(async () => {
  redisUrl = (await getTestServers()).redisUrl;
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  for (const recent of opened) await recent.close();
  for (const connection of connections) connection.disconnect();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('RecentSessions', () => {
  it('reuses a session read moments ago, and reads Redis again after RECENT_SESSION_MS', async () => {
    let now = 1_000_000;
    const a = await replica(() => now);
    await redis.set(`${sessPrefix}sid-reuse`, stored('user-1'));
    expect((await a.read('sid-reuse'))?.actor?.id).toBe('user-1');
    // Changed behind the store's back (no announcement): the copy read moments ago is what it answers.
    await redis.del(`${sessPrefix}sid-reuse`);
    expect((await a.read('sid-reuse'))?.actor?.id).toBe('user-1');
    now += RECENT_SESSION_MS;
    expect(await a.read('sid-reuse')).toBeNull();
  });

  it('hands out a fresh object each time: a caller changing its session changes no one else\'s', async () => {
    const a = await replica();
    await redis.set(`${sessPrefix}sid-copy`, stored('user-2'));
    const first = await a.read('sid-copy');
    first!.actor!.isAdmin = true;
    expect((await a.read('sid-copy'))?.actor?.isAdmin).toBe(false);
  });

  it('a session signed out on one replica is signed out on the other at once', async () => {
    const a = await replica();
    const b = await replica();
    await a.write('sid-out', JSON.parse(stored('user-3')));
    expect((await b.read('sid-out'))?.actor?.id).toBe('user-3');
    expect((await b.read('sid-out'))?.actor?.id).toBe('user-3'); // now reused by b
    await a.destroy('sid-out');
    expect(await a.read('sid-out')).toBeNull();
    expect(await eventually(() => b.read('sid-out'), (session) => session === null)).toBeNull();
  });

  it('a session changed on one replica is read again on the other', async () => {
    const a = await replica();
    const b = await replica();
    await a.write('sid-change', JSON.parse(stored('user-4')));
    expect((await b.read('sid-change'))?.actor?.tier).toBe('free');
    await a.write('sid-change', { ...JSON.parse(stored('user-4')), actor: { id: 'user-4', isAdmin: false, tier: 'premium' } });
    expect((await eventually(() => b.read('sid-change'), (session) => session?.actor?.tier === 'premium'))?.actor?.tier).toBe('premium');
  });

  it('"sign out other sessions" (MemberSessions) ends them on every replica', async () => {
    const a = await replica();
    const b = await replica();
    const request = (sid: string) => {
      const data: Record<string, unknown> = { actor: { id: 'user-5', isAdmin: false, tier: 'free' } };
      return { headers: {}, session: { sessionId: sid, get: (key: string) => data[key], set: (key: string, value: unknown) => { data[key] = value; } } } as unknown as FastifyRequest;
    };
    for (const sid of ['sid-phone', 'sid-laptop']) {
      await a.write(sid, JSON.parse(stored('user-5')));
      await a.sessions.register(request(sid), 'user-5');
      expect((await b.read(sid))?.actor?.id).toBe('user-5');
    }
    expect(await a.sessions.endOthers('user-5', undefined)).toBe(2);
    for (const sid of ['sid-phone', 'sid-laptop']) {
      expect(await eventually(() => b.read(sid), (session) => session === null)).toBeNull();
    }
  });

  it('subscribes once its connection is ready, so the connection\'s own ready check never fails (seen at `npm start`)', async () => {
    const subscriber = new Redis(redisUrl);
    const errors: string[] = [];
    subscriber.on('error', (error: Error) => errors.push(error.message));
    const recent = new RecentSessions(new Redis(redisUrl), subscriber, `${prefix}:sessions-changed`);
    opened.push(recent);
    connections.push((recent as unknown as { publisher: Redis }).publisher);
    // Started while the connection is connected but not ready (its CLIENT SETINFO and ready check
    // pending), as the gateway's start did: a SUBSCRIBE sent then made the ready check's INFO fail.
    await new Promise((resolve) => subscriber.once('connect', resolve));
    await recent.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
    expect(subscriber.status).toBe('ready');
  });

  it('forgets everything when its channel\'s connection drops, and never remembers a read that raced a change', async () => {
    const a = await replica();
    await redis.set(`${sessPrefix}sid-drop`, stored('user-6'));
    await a.read('sid-drop');
    // A read that started before a change was heard of: not remembered.
    const before = a.recent.generation;
    await a.recent.announce(['sid-other']);
    a.recent.remember('sid-raced', stored('user-6'), before);
    expect(a.recent.read('sid-raced')).toBeUndefined();
    // The channel's connection drops (messages may be missed meanwhile): Redis is read every time.
    (opened.at(-1) as unknown as { subscriber: Redis }).subscriber.disconnect(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await redis.del(`${sessPrefix}sid-drop`);
    expect(await a.read('sid-drop')).toBeNull();
    // Connected again (ioredis reconnects) and subscribed again: reuse starts again.
    await redis.set(`${sessPrefix}sid-back`, stored('user-7'));
    const reused = await eventually(async () => {
      await a.read('sid-back');
      return a.recent.read('sid-back');
    }, (raw) => raw !== undefined);
    expect(reused).toBe(stored('user-7'));
  });
});
