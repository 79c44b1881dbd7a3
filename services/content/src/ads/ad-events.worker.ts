import { Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { InjectLogger, JobQueues, type JobWorker, type Logger } from '@cannaverse/platform';
import { ContentQueue } from '../content-queues.js';
import { AdsRepository } from './ads.repository.js';
import type { CountAdEventJobData } from './jobs/count-ad-event.job.js';

/** Counts queued impressions and clicks into ad_events and the ads' counters. */
@Injectable()
export class AdEventsWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private handle: JobWorker<CountAdEventJobData, void> | null = null;

  constructor(
    private readonly jobs: JobQueues,
    private readonly ads: AdsRepository,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.handle = this.jobs.worker<CountAdEventJobData, void>(ContentQueue.AdEvents, (job) => this.ads.countEvent(job.data), 4);
    this.handle.worker.on('failed', (job, error) => this.logger.warn({ err: error, job: job?.id }, 'ad event not counted'));
  }

  get worker(): Worker<CountAdEventJobData, void> | null {
    return this.handle?.worker ?? null;
  }

  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.handle?.close();
  }
}
