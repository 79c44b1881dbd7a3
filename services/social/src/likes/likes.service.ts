import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SocialEvents, SocialMessages, type Actor, type LikeDto, type LikeToggleResult, type Page } from '@cannaverse/contracts';
import { isForeignKeyViolation, publishEvent, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import { toggleLikePayload } from './likes.schemas.js';
import { BlocksRepository } from '../blocks/blocks.repository.js';
import { pageOfPostChildren } from '../common/post-children.js';
import { blockedOpener } from '../common/visibility.js';
import { InteractionsRepository } from '../interactions/interactions.repository.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { LikesRepository, toLikeDto } from './likes.repository.js';

/**
 * The counter moves by exactly the rows a toggle changed, in the same transaction: concurrent
 * clicks can never leave two likes or a likes_count that differs from the rows.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly likes: LikesRepository,
    private readonly posts: PostsRepository,
    private readonly interactions: InteractionsRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  async toggle(actor: Actor, input: unknown): Promise<LikeToggleResult> {
    const payload = validatePayload(toggleLikePayload, input);
    const postId = requireId(payload.postId, SocialMessages.postNotFound);
    const wanted = payload.liked;
    try {
      return await this.dataSource.transaction((manager) => this.apply(manager, actor, postId, wanted));
    } catch (error) {
      // The post was deleted between our check and the insert.
      if (isForeignKeyViolation(error)) throw RpcError.notFound(SocialMessages.postNotFound);
      throw error;
    }
  }

  /**
   * Without `wanted` a toggle; with it, that state (so a retried request cannot undo itself).
   * Only a real change publishes `social.post.liked` / `.unliked` (the notifications service's input).
   */
  private async apply(manager: EntityManager, actor: Actor, postId: string, wanted: boolean | undefined): Promise<LikeToggleResult> {
    const userId = actor.id;
    const postAuthorId = await this.posts.authorOf(postId, manager);
    if (!postAuthorId) throw RpcError.notFound(SocialMessages.postNotFound);
    const event = { postId, postAuthorId, userId, at: new Date().toISOString() };
    if (wanted !== true) {
      if (await this.likes.remove(manager, postId, userId)) {
        await publishEvent(manager, SocialEvents.postUnliked, event);
        return { liked: false, likesCount: await this.likes.bumpCount(manager, postId, -1) };
      }
      if (wanted === false) return { liked: false, likesCount: await this.likes.count(manager, postId) };
    }
    // Across a block the post is not there to like (as when it is opened); one's own like can still be taken back.
    const opener = blockedOpener(actor);
    if (opener && (await this.blocks.eitherWay(opener, postAuthorId, manager))) throw RpcError.notFound(SocialMessages.postNotFound);
    if (!(await this.likes.add(manager, postId, userId))) return { liked: true, likesCount: await this.likes.count(manager, postId) };
    await publishEvent(manager, SocialEvents.postLiked, event);
    await this.interactions.record(manager, userId, 'like', { postId });
    return { liked: true, likesCount: await this.likes.bumpCount(manager, postId, 1) };
  }

  /** Oldest first. */
  list(actor: Actor, input: unknown): Promise<Page<LikeDto>> {
    return pageOfPostChildren(actor, input, this.posts, (query) => this.likes.page(query), toLikeDto);
  }
}
