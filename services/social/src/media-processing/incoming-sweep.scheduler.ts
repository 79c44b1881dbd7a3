import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectLogger, JobQueues, type JobQueue, type JobWorker, type Logger } from '@cannaverse/platform';
import { MEDIA_STORE, type MediaStore } from '@cannaverse/platform/media';
import { SocialQueue } from '../social-queues.js';
import {
  INCOMING_MAX_AGE_MS, SWEEP_INCOMING_EVERY_MS, SWEEP_INCOMING_JOB, SWEEP_INCOMING_SCHEDULER, type SweepIncomingJobData,
} from './jobs/sweep-incoming.job.js';

/**
 * Removes abandoned `incoming/` files: raw uploads the gateway staged for another service (avatars
 * for identity) that nobody consumed. Identity removes what it reads; this catches what a crash or
 * a timeout left. A BullMQ job scheduler, so with N replicas it runs once per period. It lives in
 * social's media-processing because that is the service with the media jobs (docs/decisions.md).
 */
@Injectable()
export class IncomingSweepScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private queue: JobQueue<SweepIncomingJobData> | null = null;
  private worker: JobWorker<SweepIncomingJobData, number> | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly jobs: JobQueues,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const { logger } = this;
    this.queue = this.jobs.queue<SweepIncomingJobData>(SocialQueue.MediaCleanup, 'worker');
    this.worker = this.jobs.worker<SweepIncomingJobData, number>(SocialQueue.MediaCleanup, () => this.sweep(), 1);
    this.worker.worker.on('failed', (job, error) => logger.warn({ err: error, job: job?.id }, 'incoming sweep failed'));
    const { queue } = this.queue;
    this.starting = queue.upsertJobScheduler(SWEEP_INCOMING_SCHEDULER, { every: SWEEP_INCOMING_EVERY_MS }, {
      name: SWEEP_INCOMING_JOB, data: {}, opts: { removeOnComplete: 20, removeOnFail: 20 },
    }).then(() => undefined, (error: unknown) => logger.warn({ err: error }, 'could not schedule the incoming sweep'));
  }

  /** Resolves once the schedule is in Redis (tests wait on it). */
  ready(): Promise<void> {
    return this.starting ?? Promise.resolve();
  }

  /** Removes staged files older than INCOMING_MAX_AGE_MS; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    for await (const entry of this.store.list('incoming/')) {
      if (now - entry.lastModified.getTime() < INCOMING_MAX_AGE_MS) continue;
      await this.store.remove(entry.key);
      removed++;
    }
    if (removed > 0) this.logger.info({ removed }, 'removed abandoned staged uploads');
    return removed;
  }

  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }
}
