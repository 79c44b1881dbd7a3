import { Injectable } from '@nestjs/common';
import { avatarRenditionKeys, IdentityEvents, type UserCard } from '@cannaverse/contracts';
import { OnEvent } from '@cannaverse/platform';
import { mediaKeyFromUrl } from '@cannaverse/platform/media';
import { MediaProcessingQueue } from './media-processing.queue.js';
import type { AvatarRenditionsJobData } from './jobs/avatar-renditions.job.js';

/** The avatar file's own id (`avatars/2026/11/<uuid>.jpg` → `<uuid>`), naming its job; null for anything that is not a stored avatar. */
export function avatarJob(avatarUrl: string | null): { avatarFileId: string; data: AvatarRenditionsJobData } | null {
  const key = avatarUrl ? mediaKeyFromUrl(avatarUrl) : null;
  if (!key || avatarRenditionKeys(key).length === 0) return null;
  return { avatarFileId: key.slice(key.lastIndexOf('/') + 1, -'.jpg'.length), data: { avatarUrl: avatarUrl! } };
}

/**
 * A member's new avatar gets its small renditions from social's media worker (the service that runs
 * the media jobs), which hears of it through identity's `identity.user.updated`, the event every
 * service's user card already follows. Identity keeps owning the avatar's life: it writes the file
 * and removes it, renditions included, when it is replaced. Every profile edit repeats the avatar in
 * its event; the job id (the avatar file) absorbs the repeats.
 */
@Injectable()
export class AvatarRenditionsListener {
  constructor(private readonly queue: MediaProcessingQueue) {}

  @OnEvent(IdentityEvents.userUpdated)
  onUserUpdated({ avatar }: UserCard): Promise<void> {
    return this.enqueue(avatar);
  }

  @OnEvent(IdentityEvents.userRegistered)
  onUserRegistered({ avatar }: UserCard): Promise<void> {
    return this.enqueue(avatar);
  }

  private async enqueue(avatar: string | null): Promise<void> {
    const job = avatarJob(avatar);
    if (job) await this.queue.enqueueAvatars([job]);
  }
}
