import { Inject, Injectable } from '@nestjs/common';
import * as yup from 'yup';
import { SocialEvents, type PostCreatedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { MEDIA_PROCESSING_OPTIONS, type MediaProcessingOptions } from './media-processing.options.js';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';

const postWithMedia = yup.object({
  postId: yup.string().uuid().required(),
  mediaType: yup.string().oneOf(['image', 'video'] as const).required(),
  mediaUrl: yup.string().matches(/^\/media\//).required(),
});

/**
 * Social consumes its own post.created: the post is committed by then (the event leaves
 * through the outbox), and the durable consumer retries if Redis is briefly away.
 */
@Injectable()
export class MediaProcessingListener {
  constructor(
    private readonly queue: MediaProcessingQueue,
    private readonly repository: MediaProcessingRepository,
    @Inject(MEDIA_PROCESSING_OPTIONS) private readonly options: MediaProcessingOptions,
  ) {}

  @OnEvent(SocialEvents.postCreated)
  async onPostCreated(payload: PostCreatedEvent, context?: EventContext): Promise<void> {
    if (!payload?.mediaUrl || !payload.mediaType) return; // a text post: nothing to process
    if (!postWithMedia.isValidSync(payload)) {
      // Redelivering cannot fix a malformed payload; the post simply keeps no preview.
      this.options.logger.warn({ payload }, 'post.created with unusable media fields; not processed');
      return;
    }
    const { postId, mediaType, mediaUrl } = postWithMedia.cast(payload, { stripUnknown: true });
    // "pending" is visible at once, committed with the consumer's inbox row.
    if (mediaType === 'video') await this.repository.ensurePendingVideo(postId, context?.manager);
    await this.queue.enqueue({ postId, mediaType, mediaUrl });
  }
}
