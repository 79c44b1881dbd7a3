import { Redis } from 'ioredis';

/**
 * `producer`: fails fast when Redis is down (the caller, e.g. the event consumer, retries later)
 * instead of queueing commands in memory. `worker`: blocks on Redis and never gives up, as BullMQ
 * workers must; also right for a producer that should wait for Redis at boot.
 */
export type RedisRole = 'producer' | 'worker';

export function createRedisConnection(url: string, role: RedisRole): Redis {
  return role === 'producer'
    ? new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : new Redis(url, { maxRetriesPerRequest: null });
}
