import type { PostMediaType } from '@cannaverse/contracts';

/** Payload of one media job; the job id is the post id, so a post is processed once. */
export interface ProcessMediaJobData {
  postId: string;
  mediaType: PostMediaType;
  /** `/media/...` URL of the uploaded file. */
  mediaUrl: string;
}

export const PROCESS_MEDIA_JOB = 'process-media';

/** Three tries, 2 s then 4 s apart: enough to ride out a store or database blip, short enough to fail visibly. */
export const PROCESS_MEDIA_ATTEMPTS = 3;
export const PROCESS_MEDIA_BACKOFF_MS = 2000;

/**
 * `jobId` is the post id for a new post; the renditions backfill uses `<postId>-renditions`, since a
 * post's first job keeps its id for a week after it finished.
 */
export const processMediaJobOptions = (postId: string, jobId = postId) => ({
  jobId,
  attempts: PROCESS_MEDIA_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: PROCESS_MEDIA_BACKOFF_MS },
  // Finished jobs are kept a week so a redelivered event within that time finds the id taken.
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
});
