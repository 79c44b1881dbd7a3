import { Injectable } from '@nestjs/common';
import { SocialMessages, type Actor, type FeedSort, type Page, type PostDto } from '@cannaverse/contracts';
import { decodeKeysetCursor, decodeRankedCursor, parseLimit, requireId, toKeysetPage, toRankedPage, validatePayload } from '@cannaverse/platform';
import { feedPayload, followingFeedPayload, userPostsPayload } from './posts.schemas.js';
import { toPostDto } from './post.mapper.js';
import { PostsRepository } from './posts.repository.js';

/**
 * Lists of posts. Latest is keyset-paginated on (created_at, id); trending on the stored ranking's
 * (score, created_at, id) (see trendingPostsSql for what a cursor guarantees across a refresh).
 */
@Injectable()
export class FeedService {
  constructor(private readonly posts: PostsRepository) {}

  async feed(actor: Actor, input: unknown): Promise<Page<PostDto>> {
    const query = validatePayload(feedPayload, input);
    const limit = parseLimit(query.limit);
    const sort: FeedSort = (query.sort as FeedSort | undefined) ?? 'latest';
    return sort === 'trending' ? this.trending(actor, limit, query.cursor) : this.latest(actor, limit, query.cursor, null);
  }

  /** Posts by the members the actor follows (never a member either of them blocks), newest first. */
  async following(actor: Actor, input: unknown): Promise<Page<PostDto>> {
    const query = validatePayload(followingFeedPayload, input);
    const limit = parseLimit(query.limit);
    const after = decodeKeysetCursor(query.cursor);
    return toKeysetPage(await this.posts.following(actor.id, limit, after), limit, toPostDto);
  }

  async byUser(actor: Actor, input: unknown): Promise<Page<PostDto>> {
    const query = validatePayload(userPostsPayload, input);
    const userId = requireId(query.userId, SocialMessages.userNotFound);
    return this.latest(actor, parseLimit(query.limit), query.cursor, userId);
  }

  private async latest(actor: Actor, limit: number, cursor: string | null | undefined, userId: string | null): Promise<Page<PostDto>> {
    const after = decodeKeysetCursor(cursor);
    return toKeysetPage(await this.posts.latest(actor.id, limit, { userId, after }), limit, toPostDto);
  }

  private async trending(actor: Actor, limit: number, cursor: string | null | undefined): Promise<Page<PostDto>> {
    const after = decodeRankedCursor(cursor);
    return toRankedPage(await this.posts.trending(actor.id, limit, after), limit, toPostDto);
  }
}
