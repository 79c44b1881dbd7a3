import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type RpcRequest } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';

/** Posts are walked a page at a time, so a large backlog never sits in memory at once. */
const BACKFILL_PAGE = 500;

export interface RenditionsBackfillResult {
  enqueued: number;
}

/**
 * The one-off job for photo posts made before renditions existed (issue 14): queues each for the
 * media worker, which makes the renditions as it does for a new post. Running it again queues only
 * what is still without renditions (and BullMQ ignores a job id already waiting).
 */
@Controller()
export class RenditionsBackfillController {
  constructor(
    private readonly repository: MediaProcessingRepository,
    private readonly queue: MediaProcessingQueue,
  ) {}

  /** Not routed by the gateway; an internal caller (the CLI) sends it without an actor. */
  @MessagePattern(SocialPatterns.backfillRenditions)
  async backfill(@Payload() request: RpcRequest<unknown>): Promise<RenditionsBackfillResult> {
    if (request.actor) throw RpcError.forbidden('Only the operator command may start the renditions backfill');
    let enqueued = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.repository.imagePostsWithoutRenditions(after, BACKFILL_PAGE);
      if (page.length === 0) break;
      await this.queue.enqueueBackfill(page.map((post) => ({ postId: post.id, mediaType: 'image' as const, mediaUrl: post.media_url })));
      enqueued += page.length;
      after = page[page.length - 1].id;
    }
    return { enqueued };
  }
}
