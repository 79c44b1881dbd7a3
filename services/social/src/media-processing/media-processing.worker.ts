import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import { JobQueues, type JobWorker } from '@cannaverse/platform';
import { SocialQueue } from '../social-queues.js';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessor, type MediaJobOutcome } from './media-processing.processor.js';
import { AvatarRenditionsProcessor } from './avatar-renditions.processor.js';
import type { MediaJobData } from './media-processing.queue.js';
import type { ProcessMediaJobData } from './jobs/process-media.job.js';
import { AVATAR_RENDITIONS_JOB, type AvatarRenditionsJobData } from './jobs/avatar-renditions.job.js';

const isAvatarJob = (job: Job<MediaJobData>): job is Job<AvatarRenditionsJobData> => job.name === AVATAR_RENDITIONS_JOB;

/** The consumer side: one BullMQ worker per replica (posts' media and avatars' renditions), closed (current jobs finished) on shutdown. */
@Injectable()
export class MediaProcessingWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private handle: JobWorker<MediaJobData, MediaJobOutcome> | null = null;

  constructor(
    @Inject(MEDIA_PROCESSING_OPTIONS) private readonly options: MediaProcessingOptions,
    private readonly jobs: JobQueues,
    private readonly processor: MediaProcessor,
    private readonly avatars: AvatarRenditionsProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.handle = this.jobs.worker<MediaJobData, MediaJobOutcome>(
      SocialQueue.MediaProcessing,
      (job) => (isAvatarJob(job) ? this.avatars.process(job) : this.processor.process(job as Job<ProcessMediaJobData>)),
      this.options.concurrency,
    );
  }

  /** Tests wait on jobs through this; production never needs it. */
  get current(): Worker<MediaJobData, MediaJobOutcome> | null {
    return this.handle?.worker ?? null;
  }

  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.handle?.close();
  }
}
