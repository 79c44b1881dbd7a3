import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, type Job, type Worker } from 'bullmq';
import { InjectLogger, JobQueues, type JobWorker, type Logger } from '@cannaverse/platform';
import {
  RECORDINGS_QUEUE, REMUX_RECORDING_JOB, SWEEP_RECORDINGS_EVERY_MS, SWEEP_RECORDINGS_JOB, SWEEP_RECORDINGS_SCHEDULER, RECORDING_UPLOAD_POLL_MS,
  type RecordingJobData, type RemuxRecordingJobData,
} from './recording-jobs.js';
import { RecordingQueue } from './recording-queue.js';
import { RecordingsService } from './recordings.service.js';

const isRemux = (job: Job<RecordingJobData>): job is Job<RemuxRecordingJobData> => job.name === REMUX_RECORDING_JOB;

/**
 * The consumer side: one worker per replica runs the remuxes (BullMQ hands each job to one of
 * them, again after a crash) and the hourly retention sweep (a job scheduler, so it runs once per
 * period whatever the number of replicas).
 */
@Injectable()
export class RecordingsWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private handle: JobWorker<RecordingJobData, unknown> | null = null;
  private scheduling: Promise<void> | null = null;

  constructor(
    private readonly jobs: JobQueues,
    private readonly queue: RecordingQueue,
    private readonly recordings: RecordingsService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const { logger } = this;
    // One at a time: a remux copies bytes (no decoding) and is bound by the disk, not the CPU.
    this.handle = this.jobs.worker<RecordingJobData, unknown>(
      RECORDINGS_QUEUE,
      async (job, token) => {
        if (!isRemux(job)) return this.recordings.sweep();
        const outcome = await this.recordings.remux(job.data);
        // The ingest pod's publisher has not uploaded the recording yet: look again later, no attempt used.
        if (outcome === 'waiting') {
          await job.moveToDelayed(Date.now() + RECORDING_UPLOAD_POLL_MS, token);
          throw new DelayedError();
        }
        return outcome;
      },
      1,
    );
    this.handle.worker.on('failed', (job, error) => {
      logger.warn({ err: error, job: job?.id }, 'recording job failed');
      if (job && isRemux(job) && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        void this.recordings.remuxFailed(job.data).catch((failure: unknown) => logger.warn({ err: failure }, 'recording: could not mark the remux failed'));
      }
    });
    this.scheduling = this.queue.queue.upsertJobScheduler(SWEEP_RECORDINGS_SCHEDULER, { every: SWEEP_RECORDINGS_EVERY_MS }, {
      name: SWEEP_RECORDINGS_JOB, data: {}, opts: { removeOnComplete: 20, removeOnFail: 20 },
    }).then(() => undefined, (error: unknown) => logger.warn({ err: error }, 'could not schedule the recordings sweep'));
  }

  /** Resolves once the sweep's schedule is in Redis (tests wait on it). */
  scheduled(): Promise<void> {
    return this.scheduling ?? Promise.resolve();
  }

  /** Tests wait on jobs through this. */
  get current(): Worker<RecordingJobData, unknown> | null {
    return this.handle?.worker ?? null;
  }

  // Before the database closes: a running remux finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    await this.handle?.close();
  }
}
