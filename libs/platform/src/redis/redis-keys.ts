import type { CommonConfig } from '../config/config.js';
import { databaseNameFor } from '../database/database.js';

/**
 * The older per-use names of the namespace, still read so that existing environments, stack
 * scripts and test harnesses keep their keys where they were: the jobs schema's BULLMQ_PREFIX
 * (queues: social, content, streaming), streaming's LIVE_REDIS_PREFIX (presence, chat limits) and
 * the gateway's REDIS_KEY_PREFIX (sessions, counters). Set, each wins over REDIS_PREFIX for the keys
 * it used to name; unset, those keys follow REDIS_PREFIX like every other.
 */
export interface LegacyRedisPrefixes {
  BULLMQ_PREFIX?: string;
  LIVE_REDIS_PREFIX?: string;
  REDIS_KEY_PREFIX?: string;
}

export type RedisPrefixConfig = Pick<CommonConfig, 'REDIS_PREFIX' | 'PGDATABASE' | 'DB_NAME_PREFIX'> & LegacyRedisPrefixes;

/**
 * The namespace of this stack's keys on a Redis that other stacks (e2e, tests) may share: for the
 * keys an older name used to name (`use`), that name if set; for the rest, the first older name the
 * service sets (a service declares one but streaming), else REDIS_PREFIX.
 */
export function redisNamespace(config: RedisPrefixConfig, use?: keyof LegacyRedisPrefixes): string {
  if (use) return config[use] ?? config.REDIS_PREFIX;
  return config.BULLMQ_PREFIX ?? config.LIVE_REDIS_PREFIX ?? config.REDIS_KEY_PREFIX ?? config.REDIS_PREFIX;
}

/**
 * The one key-prefix rule: every key of a service lives under `<namespace>:<its database>`, because
 * its keys (queued jobs, presence, rate limits) name rows of that database and must not be seen by
 * a stack or a test writing to another database on the same Redis. The gateway has no database:
 * its keys (sessions, login and write counters) live under `<namespace>` alone.
 */
export function redisKeyPrefix(service: string, config: RedisPrefixConfig, use?: keyof LegacyRedisPrefixes): string {
  const namespace = redisNamespace(config, use);
  return service === 'gateway' ? namespace : `${namespace}:${databaseNameFor(service, config)}`;
}
