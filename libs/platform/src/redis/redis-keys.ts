import type { CommonConfig } from '../config/config.js';
import { databaseNameFor } from '../database/database.js';

/**
 * The older per-service names of the namespace, still read so that existing environments, stack
 * scripts and test harnesses keep their keys where they were: the jobs schema's BULLMQ_PREFIX
 * (social, content), streaming's LIVE_REDIS_PREFIX and the gateway's REDIS_KEY_PREFIX. Each
 * service's schema declares at most one of them; set, it wins over REDIS_PREFIX for that service.
 */
export interface LegacyRedisPrefixes {
  BULLMQ_PREFIX?: string;
  LIVE_REDIS_PREFIX?: string;
  REDIS_KEY_PREFIX?: string;
}

export type RedisPrefixConfig = Pick<CommonConfig, 'REDIS_PREFIX' | 'PGDATABASE' | 'DB_NAME_PREFIX'> & LegacyRedisPrefixes;

/** The namespace of this stack's keys on a Redis that other stacks (e2e, tests) may share. */
export function redisNamespace(config: RedisPrefixConfig): string {
  return config.BULLMQ_PREFIX ?? config.LIVE_REDIS_PREFIX ?? config.REDIS_KEY_PREFIX ?? config.REDIS_PREFIX;
}

/**
 * The one key-prefix rule: every key of a service lives under `<namespace>:<its database>`, because
 * its keys (queued jobs, presence, rate limits) name rows of that database and must not be seen by
 * a stack or a test writing to another database on the same Redis. The gateway has no database:
 * its keys (sessions, login and write counters) live under `<namespace>` alone.
 */
export function redisKeyPrefix(service: string, config: RedisPrefixConfig): string {
  const namespace = redisNamespace(config);
  return service === 'gateway' ? namespace : `${namespace}:${databaseNameFor(service, config)}`;
}
