import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import type { SessionDto } from '@cannaverse/contracts';
import { SESSION_TTL_SECONDS } from './session.constants.js';

declare module 'fastify' {
  interface Session {
    /** The session's public id (GET /api/me/sessions); never the cookie's secret id. */
    handle?: string;
  }
}

interface SessionMeta {
  /** The store's key for the session: what ending it deletes. */
  sid: string;
  createdAt: string;
  userAgent: string | null;
}

/** lastSeenAt is written at most this often per session and gateway process, not on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
const MAX_REMEMBERED = 20_000;
const USER_AGENT_MAX = 300;

/**
 * Each member's signed-in browsers, beside the sessions themselves (RedisSessionStore): one hash per
 * member of public handle → { sid, createdAt, userAgent }, and one of handle → last seen (ms). Both
 * expire with the member's newest session; an entry whose session expired is dropped when listed.
 */
export class MemberSessions {
  /** handle → when this process last wrote its lastSeenAt. */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    /** The session store's key prefix (`<prefix>:sess:`), to end a session by its id. */
    private readonly sessionPrefix: string,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
    /** Told of the session ids this class deleted itself (RecentSessions.announce: every replica forgets them). */
    private readonly ended: (sessionIds: string[]) => Promise<void> = async () => undefined,
  ) {}

  private metaKey = (userId: string) => `${this.prefix}:${userId}`;
  private seenKey = (userId: string) => `${this.prefix}:${userId}:seen`;

  /** Records the request's (new) session under its member; the session must hold the actor already. */
  async register(request: FastifyRequest, userId: string): Promise<void> {
    const handle = randomUUID();
    request.session.set('handle', handle);
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    // set() gives a session that had none its id, so there is one to record.
    const meta: SessionMeta = { sid: request.session.sessionId as string, createdAt: new Date(this.now()).toISOString(), userAgent };
    this.lastWritten.set(handle, this.now());
    await this.redis.multi()
      .hset(this.metaKey(userId), handle, JSON.stringify(meta))
      .hset(this.seenKey(userId), handle, String(this.now()))
      .expire(this.metaKey(userId), SESSION_TTL_SECONDS)
      .expire(this.seenKey(userId), SESSION_TTL_SECONDS)
      .exec();
  }

  /**
   * Called on every signed-in request: a session from before this list existed gets its entry now;
   * otherwise lastSeenAt moves at most every LAST_SEEN_EVERY_MS (a memory check, no Redis round trip).
   */
  async seen(request: FastifyRequest): Promise<void> {
    const actor = request.session.get('actor');
    if (!actor) return;
    const handle = request.session.get('handle');
    if (!handle) return this.register(request, actor.id);
    const now = this.now();
    const last = this.lastWritten.get(handle);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    if (this.lastWritten.size >= MAX_REMEMBERED) this.lastWritten.clear();
    this.lastWritten.set(handle, now);
    await this.redis.multi()
      .hset(this.seenKey(actor.id), handle, String(now))
      .expire(this.metaKey(actor.id), SESSION_TTL_SECONDS)
      .expire(this.seenKey(actor.id), SESSION_TTL_SECONDS)
      .exec();
  }

  /** Most recently seen first; sessions that expired are dropped from the list as it is read. */
  async list(userId: string, currentHandle: string | undefined): Promise<SessionDto[]> {
    const [metas, seen] = await Promise.all([this.redis.hgetall(this.metaKey(userId)), this.redis.hgetall(this.seenKey(userId))]);
    const entries = Object.entries(metas).flatMap(([handle, raw]) => {
      try {
        return [{ handle, meta: JSON.parse(raw) as SessionMeta }];
      } catch {
        return [];
      }
    });
    if (entries.length === 0) return [];
    const alive = await this.redis.pipeline(entries.map(({ meta }) => ['exists', this.sessionPrefix + meta.sid])).exec();
    const gone = entries.filter((_, index) => alive?.[index]?.[1] !== 1).map(({ handle }) => handle);
    if (gone.length > 0) await this.forget(userId, gone);
    return entries
      .filter(({ handle }) => !gone.includes(handle))
      .map(({ handle, meta }) => ({
        id: handle,
        current: handle === currentHandle,
        createdAt: meta.createdAt,
        lastSeenAt: new Date(Number(seen[handle] ?? Date.parse(meta.createdAt))).toISOString(),
        userAgent: meta.userAgent,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends one of the member's sessions at once (its next request is signed out). False when it is not theirs or already gone. */
  async end(userId: string, handle: string): Promise<boolean> {
    const raw = await this.redis.hget(this.metaKey(userId), handle);
    if (!raw) return false;
    const { sid } = JSON.parse(raw) as SessionMeta;
    await this.redis.del(this.sessionPrefix + sid);
    await this.ended([sid]);
    await this.forget(userId, [handle]);
    return true;
  }

  /** Ends every session of the member but `keepHandle`'s; answers how many ended. */
  async endOthers(userId: string, keepHandle: string | undefined): Promise<number> {
    const metas = await this.redis.hgetall(this.metaKey(userId));
    const others = Object.keys(metas).filter((handle) => handle !== keepHandle);
    if (others.length === 0) return 0;
    const sids = others.flatMap((handle) => {
      try {
        return [(JSON.parse(metas[handle]) as SessionMeta).sid];
      } catch {
        return [];
      }
    });
    if (sids.length > 0) {
      await this.redis.del(...sids.map((sid) => this.sessionPrefix + sid));
      await this.ended(sids);
    }
    await this.forget(userId, others);
    return others.length;
  }

  /** The entry of a session that ended here (sign-out, a new sign-in in the same browser). */
  async forgetCurrent(request: FastifyRequest): Promise<void> {
    const actor = request.session.get('actor');
    const handle = request.session.get('handle');
    if (actor && handle) await this.forget(actor.id, [handle]);
  }

  private async forget(userId: string, handles: string[]): Promise<void> {
    for (const handle of handles) this.lastWritten.delete(handle);
    await this.redis.multi().hdel(this.metaKey(userId), ...handles).hdel(this.seenKey(userId), ...handles).exec();
  }
}
