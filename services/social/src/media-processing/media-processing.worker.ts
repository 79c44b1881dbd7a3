import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { JobQueues, type JobWorker } from '@cannaverse/platform';
import { SocialQueue } from '../social-queues.js';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessor, type MediaJobOutcome } from './media-processing.processor.js';
import type { ProcessMediaJobData } from './jobs/process-media.job.js';

/** The consumer side: one BullMQ worker per replica, closed (current jobs finished) on shutdown. */
@Injectable()
export class MediaProcessingWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private handle: JobWorker<ProcessMediaJobData, MediaJobOutcome> | null = null;

  constructor(
    @Inject(MEDIA_PROCESSING_OPTIONS) private readonly options: MediaProcessingOptions,
    private readonly jobs: JobQueues,
    private readonly processor: MediaProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.handle = this.jobs.worker<ProcessMediaJobData, MediaJobOutcome>(
      SocialQueue.MediaProcessing, (job) => this.processor.process(job), this.options.concurrency,
    );
  }

  /** Tests wait on jobs through this; production never needs it. */
  get current(): Worker<ProcessMediaJobData, MediaJobOutcome> | null {
    return this.handle?.worker ?? null;
  }

  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.handle?.close();
  }
}
