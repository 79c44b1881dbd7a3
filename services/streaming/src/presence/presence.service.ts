import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectConfig, ServiceRedis } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';

/**
 * Who is watching, in Redis, so every replica agrees: per stream a sorted set of member ids
 * scored with the moment their presence lapses. The replica holding a member's socket renews it
 * every PRESENCE_RENEW_MS; a replica that dies stops renewing, so its viewers fade out after
 * PRESENCE_TTL_MS (no ghosts) unless they reconnect elsewhere, which renews the same entry.
 * Members, not sockets, are counted: two tabs are one viewer, and a reconnect never counts twice.
 */
@Injectable()
export class PresenceService {
  private readonly redis: Redis;

  constructor(serviceRedis: ServiceRedis, @InjectConfig() private readonly config: StreamingConfig) {
    this.redis = serviceRedis.client();
  }

  private key(streamId: number): string {
    return `${this.config.liveRedisPrefix}:viewers:${streamId}`;
  }

  /** GT: never shortens a lease another replica has just renewed further. */
  async add(streamId: number, userId: string, now = Date.now()): Promise<void> {
    await this.redis.zadd(this.key(streamId), 'GT', now + this.config.PRESENCE_TTL_MS, userId);
  }

  /**
   * The member's last local socket left. Another replica may still hold one of theirs: its next
   * renewal adds them back, so for a moment at most such a member is missing, never counted twice.
   */
  async remove(streamId: number, userId: string): Promise<void> {
    await this.redis.zrem(this.key(streamId), userId);
  }

  /** Renews every member this replica holds, and sweeps lapsed entries, in one round trip. */
  async renew(members: Map<number, string[]>, now = Date.now()): Promise<void> {
    if (members.size === 0) return;
    const pipeline = this.redis.pipeline();
    const expiry = now + this.config.PRESENCE_TTL_MS;
    for (const [streamId, userIds] of members) {
      if (userIds.length > 0) pipeline.zadd(this.key(streamId), 'GT', ...userIds.flatMap((id) => [expiry, id]));
      pipeline.zremrangebyscore(this.key(streamId), '-inf', now);
      pipeline.pexpire(this.key(streamId), this.config.PRESENCE_TTL_MS * 2);
    }
    await pipeline.exec();
  }

  /** Members whose presence has not lapsed, per stream, in one round trip. */
  async counts(streamIds: number[], now = Date.now()): Promise<Map<number, number>> {
    const result = new Map<number, number>();
    if (streamIds.length === 0) return result;
    const pipeline = this.redis.pipeline();
    for (const id of streamIds) pipeline.zcount(this.key(id), now, '+inf');
    const answers = (await pipeline.exec()) ?? [];
    streamIds.forEach((id, index) => {
      const [error, value] = answers[index] ?? [null, 0];
      result.set(id, error ? 0 : Number(value));
    });
    return result;
  }

  async clear(streamId: number): Promise<void> {
    await this.redis.del(this.key(streamId));
  }
}
