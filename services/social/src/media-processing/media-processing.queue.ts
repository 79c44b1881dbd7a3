import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobQueues, type JobQueue } from '@cannaverse/platform';
import { SocialQueue } from '../social-queues.js';
import { PROCESS_MEDIA_JOB, processMediaJobOptions, type ProcessMediaJobData } from './jobs/process-media.job.js';
import { AVATAR_RENDITIONS_JOB, avatarRenditionsJobOptions, type AvatarRenditionsJobData } from './jobs/avatar-renditions.job.js';

/** What the queue carries: a post's media, or a member's avatar (told apart by the job's name). */
export type MediaJobData = ProcessMediaJobData | AvatarRenditionsJobData;

/** The producer side: enqueues a post's media (at most once per post) and avatars' renditions. */
@Injectable()
export class MediaProcessingQueue implements OnApplicationShutdown {
  private readonly handle: JobQueue<MediaJobData>;

  constructor(jobs: JobQueues) {
    // A producer connection: with Redis down the event consumer's call fails and is retried later.
    this.handle = jobs.queue<MediaJobData>(SocialQueue.MediaProcessing, 'producer');
  }

  get queue(): Queue<MediaJobData> {
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

  /** `avatarFileId` names the job (the avatar file's uuid), so one avatar is queued once however many events repeat it. */
  async enqueueAvatars(items: Array<{ avatarFileId: string; data: AvatarRenditionsJobData }>, backfill = false): Promise<void> {
    if (items.length === 0) return;
    await this.queue.addBulk(items.map(({ avatarFileId, data }) => ({ name: AVATAR_RENDITIONS_JOB, data, opts: avatarRenditionsJobOptions(avatarFileId, backfill) })));
  }

  onApplicationShutdown(): Promise<void> {
    return this.handle.close();
  }
}
