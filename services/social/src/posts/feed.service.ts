import { Injectable } from '@nestjs/common';
import { SocialMessages, type Actor, type FeedSort, type Page, type PostDto } from '@cannaverse/contracts';
import { decodeKeysetCursor, decodeRankedCursor, parseLimit, requireId, toKeysetPage, toRankedPage, validatePayload } from '@cannaverse/platform';
import { feedPayload, userPostsPayload } from '../common/payloads.js';
import { toPostDto } from './post.mapper.js';
import { PostsRepository } from './posts.repository.js';

/**
 * Lists of posts. Latest is keyset-paginated; trending pages an offset into a ranking computed
 * against a reference time carried in the cursor, so it does not shift between the pages of one scroll.
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
    const position = decodeRankedCursor(cursor, Date.now());
    const rows = await this.posts.trending(actor.id, new Date(position.referenceTime), position.offset, limit);
    return toRankedPage(rows, limit, position, toPostDto);
  }
}
