import { Inject, Injectable } from '@nestjs/common';
import { SocialEvents, type PostDeletedEvent } from '@cannaverse/contracts';
import { OnEvent } from '@cannaverse/platform';
import { MEDIA_STORE, mediaKeyFromUrl, type MediaStore } from '@cannaverse/platform/media';
import { allRenditionKeys, derivedKey } from './media-files.js';

/** Every file a post's media made: the upload itself, the photo's renditions (and the pre-rendition preview) and the video poster. */
export function postMediaKeys(postId: string, mediaUrl: string | null | undefined): string[] {
  const key = mediaUrl ? mediaKeyFromUrl(mediaUrl) : null;
  if (!key) return [];
  return [key, derivedKey(key, postId, 'thumb', 'webp'), derivedKey(key, postId, 'poster', 'jpg'), ...allRenditionKeys(key, postId)];
}

/**
 * A deleted post's files go once the delete is committed: social consumes its own
 * `social.post.deleted` (the durable consumer retries if the store is briefly away). Removing a
 * file that is not there is not an error, so a redelivery changes nothing.
 */
@Injectable()
export class MediaCleanupListener {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  @OnEvent(SocialEvents.postDeleted)
  async onPostDeleted({ postId, mediaUrl }: PostDeletedEvent): Promise<void> {
    await this.removeAll(postMediaKeys(postId, mediaUrl));
  }

  async removeAll(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.remove(key)));
  }
}
