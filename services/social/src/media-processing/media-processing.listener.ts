import { Injectable } from '@nestjs/common';
import { SocialEvents, type PostCreatedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';

/**
 * Social consumes its own post.created: the post is committed by then (the event leaves
 * through the outbox), and the durable consumer retries if Redis is briefly away. The payload
 * was checked against its schema (a /media/ URL, a known media type) before it got here.
 */
@Injectable()
export class MediaProcessingListener {
  constructor(
    private readonly queue: MediaProcessingQueue,
    private readonly repository: MediaProcessingRepository,
  ) {}

  // A text post has nothing to process: the consumer does not even open a transaction for it.
  @OnEvent(SocialEvents.postCreated, { when: (post) => Boolean(post.mediaUrl && post.mediaType) })
  async onPostCreated({ postId, mediaType, mediaUrl }: PostCreatedEvent, context?: EventContext): Promise<void> {
    if (!mediaUrl || !mediaType) return; // as `when` says (a direct call, e.g. from a test)
    // "pending" is visible at once, committed with the consumer's inbox row.
    if (mediaType === 'video') await this.repository.ensurePendingVideo(postId, context?.manager);
    await this.queue.enqueue({ postId, mediaType, mediaUrl });
  }
}
