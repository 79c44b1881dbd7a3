import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SocialEvents, SocialMessages, type Actor, type LikeDto, type LikeToggleResult, type Page } from '@cannaverse/contracts';
import { isForeignKeyViolation, publishEvent, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import { toggleLikePayload } from './likes.schemas.js';
import { pageOfPostChildren } from '../common/post-children.js';
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
  ) {}

  async toggle(actor: Actor, input: unknown): Promise<LikeToggleResult> {
    const payload = validatePayload(toggleLikePayload, input);
    const postId = requireId(payload.postId, SocialMessages.postNotFound);
    const wanted = payload.liked;
    try {
      return await this.dataSource.transaction((manager) => this.apply(manager, actor.id, postId, wanted));
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
  private async apply(manager: EntityManager, userId: string, postId: string, wanted: boolean | undefined): Promise<LikeToggleResult> {
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
    if (!(await this.likes.add(manager, postId, userId))) return { liked: true, likesCount: await this.likes.count(manager, postId) };
    await publishEvent(manager, SocialEvents.postLiked, event);
    await this.interactions.record(manager, userId, 'like', { postId });
    return { liked: true, likesCount: await this.likes.bumpCount(manager, postId, 1) };
  }

  /** Oldest first. */
  list(_actor: Actor, input: unknown): Promise<Page<LikeDto>> {
    return pageOfPostChildren(input, this.posts, (query) => this.likes.page(query), toLikeDto);
  }
}
