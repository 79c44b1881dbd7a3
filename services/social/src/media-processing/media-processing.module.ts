import { Module, type DynamicModule } from '@nestjs/common';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessingListener } from './media-processing.listener.js';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';
import { MediaProcessor } from './media-processing.processor.js';
import { MediaProcessingWorker } from './media-processing.worker.js';
import { MediaCleanupListener } from './media-cleanup.listener.js';
import { IncomingSweepScheduler } from './incoming-sweep.scheduler.js';
import { RenditionsBackfillController } from './renditions-backfill.controller.js';
import { AvatarRenditionsListener } from './avatar-renditions.listener.js';
import { AvatarRenditionsProcessor } from './avatar-renditions.processor.js';

export interface MediaProcessingModuleOptions {
  /** Run the worker in this process (default). A producer-only replica can turn it off. */
  worker?: boolean;
  concurrency?: number;
}

/**
 * Photo renditions and avatar renditions (and the backfill for older posts and avatars), poster frames and video facts for new posts, as BullMQ jobs (spec: video_details);
 * removing a deleted post's files, and the scheduled sweep of abandoned staged uploads.
 * Uses the app's MEDIA_STORE (MediaStoreModule), the store the upload endpoint writes to, and the
 * service's queues (JobsModule).
 */
@Module({})
export class MediaProcessingModule {
  static register(moduleOptions: MediaProcessingModuleOptions = {}): DynamicModule {
    const options: MediaProcessingOptions = { concurrency: moduleOptions.concurrency ?? 2 };
    return {
      module: MediaProcessingModule,
      controllers: [RenditionsBackfillController],
      providers: [
        { provide: MEDIA_PROCESSING_OPTIONS, useValue: options },
        MediaProcessingRepository,
        MediaProcessingQueue,
        MediaProcessor,
        AvatarRenditionsProcessor,
        MediaProcessingListener,
        AvatarRenditionsListener,
        MediaCleanupListener,
        ...(moduleOptions.worker === false ? [] : [MediaProcessingWorker, IncomingSweepScheduler]),
      ],
      exports: [MediaProcessingQueue],
    };
  }
}
