import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@cannaverse/platform';
import { queuePrefixFor, type JobsConfig } from './bullmq.config.js';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessingListener } from './media-processing.listener.js';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';
import { MediaProcessor } from './media-processing.processor.js';
import { MediaProcessingWorker } from './media-processing.worker.js';

export interface MediaProcessingModuleOptions {
  /** Run the worker in this process (default). A producer-only replica can turn it off. */
  worker?: boolean;
  concurrency?: number;
}

/**
 * Thumbnails, poster frames and video facts for new posts, as BullMQ jobs (spec: video_details).
 * Uses the app's global MEDIA_STORE, the same store the upload endpoint writes to.
 */
@Module({})
export class MediaProcessingModule {
  static register(config: JobsConfig, logger: Logger, moduleOptions: MediaProcessingModuleOptions = {}): DynamicModule {
    const options: MediaProcessingOptions = {
      redisUrl: config.REDIS_URL,
      queuePrefix: queuePrefixFor(config),
      mediaDir: config.MEDIA_DIR,
      concurrency: moduleOptions.concurrency ?? 2,
      logger,
    };
    return {
      module: MediaProcessingModule,
      providers: [
        { provide: MEDIA_PROCESSING_OPTIONS, useValue: options },
        MediaProcessingRepository,
        MediaProcessingQueue,
        MediaProcessor,
        MediaProcessingListener,
        ...(moduleOptions.worker === false ? [] : [MediaProcessingWorker]),
      ],
      exports: [MediaProcessingQueue],
    };
  }
}
