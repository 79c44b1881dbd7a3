import type { Redis } from 'ioredis';
import type { Session } from 'fastify';
import type { RecentSessions } from './recent-sessions.js';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/**
 * Sessions live in Redis with a TTL equal to the cookie's, so logouts and expiry clean up. With
 * `recent`, a session read here moments ago is reused, and every write or delete is announced to
 * the other gateway replicas (recent-sessions.ts).
 */
export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly prefix = 'cv:sess:',
    private readonly recent?: RecentSessions,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    this.redis.set(this.prefix + sessionId, JSON.stringify(session), 'EX', this.ttlSeconds)
      .then(() => this.recent?.announce([sessionId]))
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: SessionCallback): void {
    const recent = this.recent?.read(sessionId);
    if (recent !== undefined) return RedisSessionStore.parsed(recent, callback);
    const generation = this.recent?.generation ?? 0;
    this.redis.get(this.prefix + sessionId).then(
      (raw) => {
        if (!raw) return callback(null, null);
        this.recent?.remember(sessionId, raw, generation);
        RedisSessionStore.parsed(raw, callback);
      },
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.redis.del(this.prefix + sessionId)
      .then(() => this.recent?.announce([sessionId]))
      .then(() => callback(), callback);
  }

  /** A fresh object each time: the session plugin keeps it as the request's values, which a route may change. */
  private static parsed(raw: string, callback: SessionCallback): void {
    let session: Session;
    try {
      session = JSON.parse(raw) as Session;
    } catch {
      return callback(null, null); // a corrupt entry is a signed-out visitor, not a 500
    }
    callback(null, session);
  }
}
