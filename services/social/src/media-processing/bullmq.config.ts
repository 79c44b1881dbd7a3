import { Redis } from 'ioredis';
import * as yup from 'yup';
import { commonConfigSchema, databaseNameFor, loadConfig, mediaConfigSchema } from '@cannaverse/platform';

/** What the background jobs need: Redis, the media store, the database name and the queue prefix. */
export const jobsConfigSchema = commonConfigSchema.concat(mediaConfigSchema).shape({
  BULLMQ_PREFIX: yup.string().matches(/^[a-z0-9:_-]+$/i, 'BULLMQ_PREFIX must be letters, digits, :, _ or -').default('cv'),
});

export type JobsConfig = yup.InferType<typeof jobsConfigSchema>;

export const loadJobsConfig = (env: NodeJS.ProcessEnv = process.env): JobsConfig => loadConfig(jobsConfigSchema, env);

/**
 * A job names rows of one database, so its queue must not be shared with a stack (or a test)
 * writing to another database on the same Redis: the database name joins the prefix.
 */
export const queuePrefixFor = (config: JobsConfig): string => `${config.BULLMQ_PREFIX}:${databaseNameFor('social', config)}`;

/**
 * Producers fail fast when Redis is down (the caller, e.g. the event consumer, retries later)
 * instead of queueing commands in memory; workers block on Redis and must never give up.
 */
export function createRedisConnection(url: string, role: 'producer' | 'worker'): Redis {
  return role === 'producer'
    ? new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : new Redis(url, { maxRetriesPerRequest: null });
}
