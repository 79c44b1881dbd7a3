import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobQueues, type JobQueue } from '@cannaverse/platform';
import { SocialQueue } from '../social-queues.js';
import { PROCESS_MEDIA_JOB, processMediaJobOptions, type ProcessMediaJobData } from './jobs/process-media.job.js';

/** The producer side: enqueues a post's media for processing, at most once per post. */
@Injectable()
export class MediaProcessingQueue implements OnApplicationShutdown {
  private readonly handle: JobQueue<ProcessMediaJobData>;

  constructor(jobs: JobQueues) {
    // A producer connection: with Redis down the event consumer's call fails and is retried later.
    this.handle = jobs.queue<ProcessMediaJobData>(SocialQueue.MediaProcessing, 'producer');
  }

  get queue(): Queue<ProcessMediaJobData> {
    return this.handle.queue;
  }

  /** jobId = postId: BullMQ ignores an add whose id exists, which absorbs redelivered events. */
  async enqueue(data: ProcessMediaJobData): Promise<void> {
    await this.queue.add(PROCESS_MEDIA_JOB, data, processMediaJobOptions(data.postId));
  }

  /** The renditions backfill: its own job id per post, so a post's earlier job does not absorb it, and a second run does. */
  async enqueueBackfill(items: ProcessMediaJobData[]): Promise<void> {
    await this.queue.addBulk(items.map((data) => ({ name: PROCESS_MEDIA_JOB, data, opts: processMediaJobOptions(data.postId, `${data.postId}-renditions`) })));
  }

  onApplicationShutdown(): Promise<void> {
    return this.handle.close();
  }
}
