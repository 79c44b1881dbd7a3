import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type RpcRequest } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { MediaProcessingQueue } from './media-processing.queue.js';
import { MediaProcessingRepository } from './media-processing.repository.js';
import { avatarJob } from './avatar-renditions.listener.js';

/** Posts and avatars are walked a page at a time, so a large backlog never sits in memory at once. */
const BACKFILL_PAGE = 500;

export interface RenditionsBackfillResult {
  /** Photo posts queued. */
  enqueued: number;
  /** Avatars queued (each job skips an avatar whose renditions exist). */
  avatarsEnqueued: number;
}

/**
 * The one-off job for photo posts and avatars made before renditions existed (issue 14): queues each
 * for the media worker, which makes the renditions as it does for a new post or avatar. Running it
 * again queues only posts still without renditions; avatars have no row saying so (their renditions
 * are files at derived keys), so each is queued again, its job id absorbs a second run within a week,
 * and a queued job whose files exist stops after two `stat`s.
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
    return { enqueued: await this.backfillPosts(), avatarsEnqueued: await this.backfillAvatars() };
  }

  private async backfillPosts(): Promise<number> {
    let enqueued = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.repository.imagePostsWithoutRenditions(after, BACKFILL_PAGE);
      if (page.length === 0) return enqueued;
      await this.queue.enqueueBackfill(page.map((post) => ({ postId: post.id, mediaType: 'image' as const, mediaUrl: post.media_url })));
      enqueued += page.length;
      after = page[page.length - 1].id;
    }
  }

  private async backfillAvatars(): Promise<number> {
    let enqueued = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.repository.avatarsAfter(after, BACKFILL_PAGE);
      if (page.length === 0) return enqueued;
      const jobs = page.map((card) => avatarJob(card.avatar)).filter((job) => job !== null);
      await this.queue.enqueueAvatars(jobs, true);
      enqueued += jobs.length;
      after = page[page.length - 1].id;
    }
  }
}
