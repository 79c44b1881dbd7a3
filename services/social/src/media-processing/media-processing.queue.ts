import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedisConnection } from './bullmq.config.js';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { SocialQueue } from './social-queue.enum.js';
import { PROCESS_MEDIA_JOB, processMediaJobOptions, type ProcessMediaJobData } from './jobs/process-media.job.js';

/** The producer side: enqueues a post's media for processing, at most once per post. */
@Injectable()
export class MediaProcessingQueue implements OnApplicationShutdown {
  private readonly connection: Redis;
  readonly queue: Queue<ProcessMediaJobData>;

  constructor(@Inject(MEDIA_PROCESSING_OPTIONS) options: MediaProcessingOptions) {
    this.connection = createRedisConnection(options.redisUrl, 'producer');
    this.queue = new Queue<ProcessMediaJobData>(SocialQueue.MediaProcessing, { connection: this.connection, prefix: options.queuePrefix });
  }

  /** jobId = postId: BullMQ ignores an add whose id exists, which absorbs redelivered events. */
  async enqueue(data: ProcessMediaJobData): Promise<void> {
    await this.queue.add(PROCESS_MEDIA_JOB, data, processMediaJobOptions(data.postId));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
