import * as yup from 'yup';
import type { CommonConfig } from '../config/config.js';
import { databaseNameFor } from '../database/database.js';

/** Settings of a service that runs BullMQ jobs (Redis itself is REDIS_URL of the common schema). */
export const jobsConfigSchema = yup.object({
  /** Namespaces the queues in Redis; the service's database name is appended (see queuePrefixFor). */
  BULLMQ_PREFIX: yup.string().matches(/^[A-Za-z0-9_:-]+$/, 'BULLMQ_PREFIX may only contain letters, digits, _ : -').default('cv'),
});

export type JobsConfig = CommonConfig & yup.InferType<typeof jobsConfigSchema>;

/**
 * A job names rows of one database, so its queue must not be shared with a stack (or a test)
 * writing to another database on the same Redis: the database name joins the prefix.
 */
export const queuePrefixFor = (service: string, config: JobsConfig): string => `${config.BULLMQ_PREFIX}:${databaseNameFor(service, config)}`;
