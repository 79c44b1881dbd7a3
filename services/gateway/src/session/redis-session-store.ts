import type { Redis } from 'ioredis';
import type { FastifySessionObject, SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/** Sessions live in Redis with a TTL equal to the cookie's, so logouts and expiry clean up. */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly prefix = 'cv:sess:',
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    this.redis.set(this.prefix + sessionId, JSON.stringify(session), 'EX', this.ttlSeconds).then(() => callback(), callback);
  }

  get(sessionId: string, callback: SessionCallback): void {
    this.redis.get(this.prefix + sessionId).then(
      (raw) => {
        if (!raw) return callback(null, null);
        try {
          callback(null, JSON.parse(raw) as Session);
        } catch {
          callback(null, null); // a corrupt entry is a signed-out visitor, not a 500
        }
      },
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.redis.del(this.prefix + sessionId).then(() => callback(), callback);
  }
}

export type { FastifySessionObject };
