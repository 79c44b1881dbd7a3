import * as yup from 'yup';
import { redisPrefixSetting, type CommonConfig } from '../config/config.js';
import { redisKeyPrefix } from '../redis/redis-keys.js';

/** Settings of a service that runs BullMQ jobs (Redis itself is REDIS_URL of the common schema). */
export const jobsConfigSchema = yup.object({
  /** The older name of REDIS_PREFIX for the service's queues; set, it still wins for them (redis-keys.ts). */
  BULLMQ_PREFIX: redisPrefixSetting('BULLMQ_PREFIX').optional(),
});

export type JobsConfig = CommonConfig & yup.InferType<typeof jobsConfigSchema>;

/**
 * A job names rows of one database, so its queue must not be shared with a stack (or a test)
 * writing to another database on the same Redis: the queues live under the service's Redis prefix.
 */
export const queuePrefixFor = (service: string, config: JobsConfig): string => redisKeyPrefix(service, config, 'BULLMQ_PREFIX');
