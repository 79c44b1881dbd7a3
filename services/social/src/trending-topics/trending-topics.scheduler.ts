import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedisConnection } from '../media-processing/bullmq.config.js';
import { SocialQueue } from '../media-processing/social-queue.enum.js';
import { TRENDING_TOPICS_OPTIONS, type TrendingTopicsOptions } from './trending-topics.options.js';
import { TrendingTopicsService } from './trending-topics.service.js';
import {
  RECOMPUTE_TRENDING_EVERY_MS, RECOMPUTE_TRENDING_JOB, RECOMPUTE_TRENDING_SCHEDULER, type RecomputeTrendingJobData,
} from './jobs/recompute-trending.job.js';

/**
 * The 5-minute recompute as a BullMQ job scheduler (a repeatable job): Redis holds the schedule,
 * so with N replicas it still runs once per period, on whichever worker is free.
 */
@Injectable()
export class TrendingTopicsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private producer: Redis | null = null;
  private consumer: Redis | null = null;
  private queue: Queue<RecomputeTrendingJobData> | null = null;
  private worker: Worker<RecomputeTrendingJobData, number> | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    @Inject(TRENDING_TOPICS_OPTIONS) private readonly options: TrendingTopicsOptions,
    private readonly trending: TrendingTopicsService,
  ) {}

  onApplicationBootstrap(): void {
    const { redisUrl, queuePrefix, logger } = this.options;
    this.producer = createRedisConnection(redisUrl, 'worker'); // waits for Redis at boot instead of failing
    this.consumer = createRedisConnection(redisUrl, 'worker');
    this.queue = new Queue(SocialQueue.TrendingTopics, { connection: this.producer, prefix: queuePrefix });
    this.worker = new Worker<RecomputeTrendingJobData, number>(
      SocialQueue.TrendingTopics,
      async () => (await this.trending.recompute()).length,
      { connection: this.consumer, prefix: queuePrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => logger.warn({ err: error }, 'trending worker error'));
    this.worker.on('failed', (job, error) => logger.warn({ err: error, job: job?.id }, 'trending recompute failed'));
    const queue = this.queue;
    // Not awaited: the service answers while Redis is still coming up.
    this.starting = (async () => {
      await queue.upsertJobScheduler(RECOMPUTE_TRENDING_SCHEDULER, { every: RECOMPUTE_TRENDING_EVERY_MS }, {
        name: RECOMPUTE_TRENDING_JOB, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 },
      });
      // Also once now, so a fresh start does not serve an empty or stale list for 5 minutes.
      await queue.add(RECOMPUTE_TRENDING_JOB, {}, { removeOnComplete: 50, removeOnFail: 50 });
    })().catch((error: unknown) => logger.warn({ err: error }, 'could not schedule the trending recompute'));
  }

  /** Resolves once the schedule is in Redis (tests wait on it). */
  ready(): Promise<void> {
    return this.starting ?? Promise.resolve();
  }

  get currentWorker(): Worker<RecomputeTrendingJobData, number> | null {
    return this.worker;
  }

  /** Does not wait for the scheduling call: with Redis gone it would never return; closing ends it. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.producer?.disconnect();
    this.consumer?.disconnect();
  }
}
