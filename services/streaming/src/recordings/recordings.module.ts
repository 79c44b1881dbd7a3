import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@cannaverse/platform';
import { createLiveHlsStore } from '@cannaverse/platform/media';
import type { StreamingConfig } from '../config.js';
import { LIVE_RECORDINGS_STORE } from './recording-jobs.js';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { RecordingQueueModule } from './recording-queue.js';
import { RecordingsController } from './recordings.controller.js';
import { RecordingsRepository } from './recordings.repository.js';
import { RecordingsService } from './recordings.service.js';
import { RecordingsWorker } from './recordings.worker.js';

/**
 * Stream recordings (issue 21): the ingest records each stream (LIVE_RECORDINGS_DIR, or uploaded
 * by its pod's hls-publisher to the object store, LIVE_HLS_BUCKET, on Kubernetes); when it
 * ends a BullMQ job remuxes the recording into an MP4 in the media store (`recordingUrl`); the
 * creator or an admin deletes it; an hourly sweep deletes those past RECORDING_RETENTION_DAYS.
 */
@Module({
  imports: [LivestreamsModule, RecordingQueueModule],
  controllers: [RecordingsController],
  providers: [
    RecordingsRepository, RecordingsService, RecordingsWorker,
    { provide: LIVE_RECORDINGS_STORE, useFactory: (config: StreamingConfig) => createLiveHlsStore(config), inject: [SERVICE_CONFIG] },
  ],
  // Account erasure removes a deleted member's recordings' parts too.
  exports: [LIVE_RECORDINGS_STORE],
})
export class RecordingsModule {}
