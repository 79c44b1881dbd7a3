import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig, InjectLogger, JobQueues, type JobQueue, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { RECORDINGS_QUEUE, REMUX_RECORDING_JOB, remuxJobOptions, type RecordingJobData } from './recording-jobs.js';

/**
 * The producer side of recordings: a stream that ends queues the remux of what the ingest
 * recorded. Separate from RecordingsModule so the status service (which ends streams) can use it
 * without depending on the worker.
 */
@Injectable()
export class RecordingQueue implements OnApplicationShutdown {
  private readonly handle: JobQueue<RecordingJobData>;

  constructor(
    jobs: JobQueues,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    // A producer connection: with Redis down the end still succeeds and the sweep queues the remux later.
    this.handle = jobs.queue<RecordingJobData>(RECORDINGS_QUEUE, 'producer');
  }

  /** Whether streams are recorded at all: the ingest's recordings must reach us (its folder, LIVE_RECORDINGS_DIR, or the object store, LIVE_HLS_BUCKET). */
  get enabled(): boolean {
    return Boolean(this.config.LIVE_RECORDINGS_DIR || this.config.LIVE_HLS_BUCKET);
  }

  get queue() {
    return this.handle.queue;
  }

  /** Never throws: the stream has ended whatever Redis says; a lost job is queued again by the sweep (LOST_REMUX_AFTER_MS). */
  async enqueueRemux(streamId: number, endedAt: Date): Promise<void> {
    const data = { streamId, endedAt: endedAt.toISOString() };
    await this.queue.add(REMUX_RECORDING_JOB, data, remuxJobOptions(data)).catch((error: unknown) => {
      this.logger.warn({ err: error, streamId }, 'recording: could not queue the remux (the sweep retries)');
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.handle.close();
  }
}

@Module({ providers: [RecordingQueue], exports: [RecordingQueue] })
export class RecordingQueueModule {}
