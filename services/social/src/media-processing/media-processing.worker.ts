import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedisConnection } from './bullmq.config.js';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessor, type MediaJobOutcome } from './media-processing.processor.js';
import { SocialQueue } from './social-queue.enum.js';
import type { ProcessMediaJobData } from './jobs/process-media.job.js';

/** The consumer side: one BullMQ worker per replica, closed (current jobs finished) on shutdown. */
@Injectable()
export class MediaProcessingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private connection: Redis | null = null;
  private worker: Worker<ProcessMediaJobData, MediaJobOutcome> | null = null;

  constructor(
    @Inject(MEDIA_PROCESSING_OPTIONS) private readonly options: MediaProcessingOptions,
    private readonly processor: MediaProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = createRedisConnection(this.options.redisUrl, 'worker');
    this.worker = new Worker<ProcessMediaJobData, MediaJobOutcome>(
      SocialQueue.MediaProcessing,
      (job) => this.processor.process(job),
      { connection: this.connection, prefix: this.options.queuePrefix, concurrency: this.options.concurrency },
    );
    // Without a listener an 'error' event (Redis gone) would crash the process; the worker reconnects.
    this.worker.on('error', (error) => this.options.logger.warn({ err: error }, 'media worker error'));
  }

  /** Tests wait on jobs through this; production never needs it. */
  get current(): Worker<ProcessMediaJobData, MediaJobOutcome> | null {
    return this.worker;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
