import { Redis } from 'ioredis';

/**
 * `commands`: the process's one shared client for plain commands (sessions, rate limits,
 * presence): a couple of retries and an offline queue, so a short Redis blip delays a command
 * rather than failing it, while a long outage still fails fast enough for an error answer. Its
 * commands are auto-pipelined (ioredis sends what a turn of the event loop asked in one write, as
 * the NATS connections do, nats/write-coalescing.ts): the gateway reads a session per request, and
 * under load those reads went out one write each (issue 28). Nothing on it blocks (no BLPOP, no
 * SUBSCRIBE), which auto-pipelining would hold the other commands behind.
 * `producer`: fails fast when Redis is down (the caller, e.g. the event consumer, retries later)
 * instead of queueing commands in memory. `worker`: blocks on Redis and never gives up, as BullMQ
 * workers must; also right for a producer that should wait for Redis at boot.
 */
export type RedisRole = 'commands' | 'producer' | 'worker';

/** The only place a Redis connection is built (lint keeps `new Redis(` out of services/). */
export function createRedisConnection(url: string, role: RedisRole): Redis {
  switch (role) {
    case 'commands': return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, enableAutoPipelining: true });
    case 'producer': return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    case 'worker': return new Redis(url, { maxRetriesPerRequest: null });
  }
}
