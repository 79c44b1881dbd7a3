import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SocialMessages, type Actor, type FeedSort, type Page, type PostDto } from '@cannaverse/contracts';
import { validatePayload } from '@cannaverse/platform';
import { requireId } from '../common/ids.js';
import { feedPayload, userPostsPayload } from '../common/payloads.js';
import {
  decodeKeysetCursor, decodeTrendingCursor, encodeTrendingCursor, parseLimit, toKeysetPage, TRENDING_MAX_OFFSET,
} from '../common/pagination.js';
import { POST_SELECT, toPostDto, type PostRow } from './post.mapper.js';

/**
 * Engagement per age: a comment counts twice a like, +1 so a new post without engagement still
 * ranks by freshness, and (hours + 2)^1.5 decays it. Computed against a reference time carried
 * in the cursor, so the ranking does not shift between the pages of one scroll.
 */
const TRENDING_SCORE = `(p.likes_count + 2 * p.comments_count + 1)
  / power(greatest(extract(epoch FROM ($2::timestamptz - p.created_at)), 0) / 3600 + 2, 1.5)`;
const TRENDING_WINDOW = `interval '7 days'`;

/** Lists of posts. Each page is one SQL query whatever its size (author, like, video joined in). */
@Injectable()
export class FeedService {
  constructor(private readonly dataSource: DataSource) {}

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
    const params: unknown[] = [actor.id, limit + 1];
    const where: string[] = [];
    if (userId) where.push(`p.user_id = $${params.push(userId)}`);
    if (after) where.push(`(p.created_at, p.id) < ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::uuid)`);
    const rows: PostRow[] = await this.dataSource.query(
      `${POST_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      params,
    );
    return toKeysetPage(rows, limit, toPostDto);
  }

  private async trending(actor: Actor, limit: number, cursor: string | null | undefined): Promise<Page<PostDto>> {
    const position = decodeTrendingCursor(cursor, Date.now());
    const rows: PostRow[] = await this.dataSource.query(
      `${POST_SELECT}
        WHERE p.created_at > $2::timestamptz - ${TRENDING_WINDOW} AND p.created_at <= $2::timestamptz
        ORDER BY ${TRENDING_SCORE} DESC, p.created_at DESC, p.id DESC
        OFFSET $3 LIMIT $4`,
      [actor.id, new Date(position.referenceTime).toISOString(), position.offset, limit + 1],
    );
    const items = rows.slice(0, limit);
    const nextOffset = position.offset + items.length;
    return {
      items: items.map(toPostDto),
      nextCursor: rows.length > limit && nextOffset <= TRENDING_MAX_OFFSET ? encodeTrendingCursor({ offset: nextOffset, referenceTime: position.referenceTime }) : null,
    };
  }
}
