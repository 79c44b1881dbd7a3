// Jobs the browser tests queue on the throwaway stack's BullMQ queues (scripts/e2e-stack.mjs
// hands over the stack's database and queue prefixes). Only for work the stack does on a clock.
import { Queue, QueueEvents } from 'bullmq';

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

/** The social service's queue prefix: `${REDIS_PREFIX}:${database name}` (the kit's redisKeyPrefix, libs/platform/src/redis/redis-keys.ts). */
function socialQueuePrefix() {
  const { E2E_BULLMQ_PREFIX: bullmq, E2E_DB_NAME_PREFIX: database } = process.env;
  if (!bullmq || !database) throw new Error('E2E_BULLMQ_PREFIX / E2E_DB_NAME_PREFIX are not set: run the browser tests through scripts/e2e-stack.mjs');
  return `${bullmq}:${database}_social`;
}

/**
 * Runs the trending-topics recompute now (the stack does it every 5 minutes) and waits until the
 * social service has stored the new list.
 */
export async function recomputeTrendingTopics() {
  const connection = { host: REDIS.hostname, port: Number(REDIS.port || 6379) };
  const prefix = socialQueuePrefix();
  const queue = new Queue('trending-topics', { connection, prefix });
  const events = new QueueEvents('trending-topics', { connection, prefix });
  try {
    await events.waitUntilReady();
    const job = await queue.add('recompute-trending', {}, { removeOnComplete: 50, removeOnFail: 50 });
    await job.waitUntilFinished(events, 30_000);
  } finally {
    await events.close();
    await queue.close();
  }
}
