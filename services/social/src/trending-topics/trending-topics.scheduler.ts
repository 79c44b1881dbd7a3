import { Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { InjectLogger, JobQueues, type JobQueue, type JobWorker, type Logger } from '@cannaverse/platform';
import { SocialQueue } from '../social-queues.js';
import { TrendingRankRepository } from '../posts/trending-rank.repository.js';
import { TrendingTopicsService } from './trending-topics.service.js';
import {
  RECOMPUTE_TRENDING_EVERY_MS, RECOMPUTE_TRENDING_JOB, RECOMPUTE_TRENDING_SCHEDULER, type RecomputeTrendingJobData,
} from './jobs/recompute-trending.job.js';

/**
 * The 5-minute recompute as a BullMQ job scheduler (a repeatable job): Redis holds the schedule,
 * so with N replicas it still runs once per period, on whichever worker is free. Each run
 * refreshes the stored trending ranking of posts and recomputes the trending topics.
 */
@Injectable()
export class TrendingTopicsScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private queue: JobQueue<RecomputeTrendingJobData> | null = null;
  private worker: JobWorker<RecomputeTrendingJobData, number> | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly jobs: JobQueues,
    private readonly trending: TrendingTopicsService,
    private readonly postRanking: TrendingRankRepository,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const { logger } = this;
    // A queue that waits for Redis at boot instead of failing: the schedule must get there.
    this.queue = this.jobs.queue<RecomputeTrendingJobData>(SocialQueue.TrendingTopics, 'worker');
    this.worker = this.jobs.worker<RecomputeTrendingJobData, number>(SocialQueue.TrendingTopics, async () => {
      // Time decays every post's trending score: re-score the feed's window, then the topics.
      await this.postRanking.refresh(new Date());
      return (await this.trending.recompute()).length;
    }, 1);
    this.worker.worker.on('failed', (job, error) => logger.warn({ err: error, job: job?.id }, 'trending recompute failed'));
    const { queue } = this.queue;
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
    return this.worker?.worker ?? null;
  }

  /** Does not wait for the scheduling call: with Redis gone it would never return; closing ends it. */
  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }
}
