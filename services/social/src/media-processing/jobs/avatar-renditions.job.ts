import { PROCESS_MEDIA_ATTEMPTS, PROCESS_MEDIA_BACKOFF_MS } from './process-media.job.js';

/** Payload of one avatar's renditions job (issue 14): the stored avatar, `/media/avatars/yyyy/mm/<uuid>.jpg`. */
export interface AvatarRenditionsJobData {
  avatarUrl: string;
}

export const AVATAR_RENDITIONS_JOB = 'avatar-renditions';

/**
 * `jobId` is fixed by the avatar file (`avatar-<uuid>`), so the many `identity.user.updated` events of
 * one avatar (every later profile edit repeats it) queue it once; the backfill adds `-backfill`, as a
 * failed first job keeps its id for a month. Same tries and retention as a post's media job.
 */
export const avatarRenditionsJobOptions = (avatarFileId: string, backfill = false) => ({
  jobId: `avatar-${avatarFileId}${backfill ? '-backfill' : ''}`,
  attempts: PROCESS_MEDIA_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: PROCESS_MEDIA_BACKOFF_MS },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
});
