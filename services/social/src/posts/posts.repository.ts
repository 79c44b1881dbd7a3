import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, notSuspendedSql, poolReader, type KeysetPosition, type Queryable, type RankedPosition, type RankedRow } from '@cannaverse/platform';
import { HASHTAG_PATTERN_SOURCE } from '@cannaverse/contracts';
import { noMutedWordsSql, notBlockedEitherWaySql, visibleAuthorSql, visiblePostSql } from '../common/visibility.js';
import type { StrainFields } from './strain-fields.js';
import type { PostRow } from './post.mapper.js';

/**
 * `$1` is the viewer's id (or null). Author and video are LEFT JOINs: a member's card may not
 * have reached this service yet when they post, and most posts have no video. One row carries the
 * post, its author, the viewer's like and the video, so a page of any size is one query.
 * `from` names the rows read, `posts p` itself or a list that joins it (the trending ranking).
 */
export const postSelect = (from: string, extraColumns = '') => `
  SELECT p.id, p.user_id, p.content, p.strain_name, p.strain_rating, p.strain_review, p.media_url, p.media_type,
         p.thumbnail, p.media_width, p.media_height, p.media_renditions, p.is_premium, p.likes_count, p.comments_count,
         p.created_at, p.updated_at, p.created_at::text AS cursor_at, ${extraColumns}
         ${AUTHOR_COLUMNS},
         ($1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = $1::uuid)) AS liked_by_me,
         v.processing_status AS video_status, v.duration AS video_duration, v.width AS video_width,
         v.height AS video_height, v.format AS video_format, v.file_size::float8 AS video_file_size
    FROM ${from}
    ${authorJoin('p.user_id')}
    LEFT JOIN video_details v ON v.post_id = p.id`;

export const POST_SELECT = postSelect('posts p');

/** A suspended member's posts are hidden while the suspension lasts (issue 24): a primary-key probe per row. */
export const VISIBLE_AUTHOR = notSuspendedSql('p.user_id');

/** `AND`-able: no block stands between the post's author and `opener` (its id a new parameter); '' without one. */
const unblockedFor = (opener: string | null, params: unknown[]): string =>
  opener === null ? '' : `AND ${notBlockedEitherWaySql('p.user_id', `$${params.push(opener)}::uuid`)}`;

/** Newest first over posts_feed_idx (or posts_user_feed_idx for one member). */
const LATEST_KEYSET = { createdAt: 'p.created_at', id: 'p.id', idKind: 'uuid', order: 'desc' } as const;

/** A post of the trending list, with its place in the ranking (for the cursor). */
export type TrendingPostRow = PostRow & RankedRow;

export interface LatestFilter {
  /** One member's posts, or everyone's. */
  userId: string | null;
  after: KeysetPosition | null;
}

/**
 * The latest feed's query. `params` holds `$1` viewer and `$2` row limit; the member and the cursor
 * position are appended. Exported so the benchmark (scripts/bench) runs exactly what the service runs.
 */
export function latestPostsSql(params: unknown[], { userId, after }: LatestFilter): string {
  // The feed hides removed posts, blocked and muted members and muted words; a profile's list its
  // removed posts and the member either side of a block or muted (all or nothing).
  // One member's list asks about that member once (its parameter, not p.user_id): a one-time filter
  // the planner keeps out of its row estimate, so it walks posts_user_feed_idx newest first. Asked
  // per row, it sorted all 50,000 posts of a prolific member (140 ms at 1M posts; bench:scale).
  let where: string;
  if (userId === null) {
    where = `WHERE p.removed_at IS NULL AND ${visiblePostSql('p', '$1::uuid')} AND ${VISIBLE_AUTHOR}`;
  } else {
    const member = `$${params.push(userId)}::uuid`;
    where = `WHERE p.user_id = ${member} AND p.removed_at IS NULL AND ${visibleAuthorSql(member, '$1::uuid')} AND ${notSuspendedSql(member)}`;
  }
  const keyset = keysetSql(LATEST_KEYSET, after, params);
  return `${POST_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`;
}

/**
 * The Following feed's query: posts by the members `$1` follows, newest first. Fan-in by member:
 * for each followed member (follows_pair_key, follower first) at most `$2` of their posts after the
 * cursor, read newest first from posts_user_feed_idx (index-only), then the newest `$2` of those
 * joined to their rows. So a page reads at most follows × (limit + 1) index entries and never
 * walks the whole posts table, however many posts the followed members wrote; the post rows,
 * authors, likes and videos are read for the page only. A member either side of a block is left
 * out (blocking ends follows both ways, so this only guards a follow written during the block), and
 * so is a muted one; a post matching a muted word is skipped inside each member's walk (so the page is
 * still full: that reads the post rows of those index entries).
 * `params` holds `$1` viewer and `$2` row limit; the cursor position is appended. Exported for scripts/bench.
 */
export function followingPostsSql(params: unknown[], after: KeysetPosition | null): string {
  const keyset = keysetSql({ createdAt: 'fp.created_at', id: 'fp.id', idKind: 'uuid', order: 'desc' }, after, params);
  const page = `(
    SELECT fp.id, fp.created_at
      FROM follows f
      CROSS JOIN LATERAL (
        SELECT fp.id, fp.created_at FROM posts fp
         WHERE fp.user_id = f.following_id AND fp.removed_at IS NULL ${keyset.and} AND ${noMutedWordsSql('fp.content', '$1::uuid')}
         ORDER BY ${keyset.orderBy} LIMIT $2
      ) fp
     WHERE f.follower_id = $1::uuid
       AND ${notSuspendedSql('f.following_id')}
       AND ${visibleAuthorSql('f.following_id', '$1::uuid')}
     ORDER BY fp.created_at DESC, fp.id DESC LIMIT $2
  ) followed JOIN posts p ON p.id = followed.id`;
  return `${postSelect(page)} ORDER BY ${LATEST_KEYSET.createdAt} DESC, ${LATEST_KEYSET.id} DESC`;
}

/**
 * The trending feed's query: the stored ranking (migration RankTrendingPosts1765000000000: the
 * documented formula `(likes + 2·comments + 1) / (hours + 2)^1.5` over the 7-day window, every
 * score evaluated at `trending_ranking.ranked_at`, a like or comment re-scoring its post in its own
 * transaction) read best first over post_trending_rank_idx, keyset-paginated.
 *
 * `params` holds `$1` viewer and `$2` row limit. After a cursor, the page starts strictly after
 * the cursor's (score, created_at, id); if the refresh has re-scored the window since the cursor's
 * ranking, after the last post's current score instead (when it is still in the window), so the
 * scroll continues right after the post the member saw last. Exported for scripts/bench.
 */
export function trendingPostsSql(params: unknown[], after: RankedPosition | null): string {
  let keyset = '';
  if (after) {
    const [score, at, id, rankedAt] = [after.score, after.at, after.id, after.rankedAt].map((value) => params.push(value));
    keyset = `AND (t.score, t.created_at, t.post_id) < (
      coalesce((SELECT a.score FROM post_trending a WHERE a.post_id = $${id}::uuid
                   AND (SELECT ranked_at FROM trending_ranking) <> $${rankedAt}::timestamptz), $${score}::float8),
      $${at}::timestamptz, $${id}::uuid)`;
  }
  return `${postSelect('trending_ranking r CROSS JOIN post_trending t JOIN posts p ON p.id = t.post_id', 't.score AS rank_score, r.ranked_at::text AS ranked_at,')}
    WHERE p.removed_at IS NULL AND ${VISIBLE_AUTHOR} AND ${visiblePostSql('p', '$1::uuid')} ${keyset} ORDER BY t.score DESC, t.created_at DESC, t.post_id DESC LIMIT $2`;
}

/** The columns an author may edit, read under a row lock. */
export interface EditablePost extends StrainFields {
  userId: string;
  content: string;
}

export interface NewPost extends StrainFields {
  userId: string;
  content: string;
  mediaUrl: string | null;
  mediaType: 'image' | 'video' | null;
}

/** The `posts` table (and its video_details rows at creation). */
@Injectable()
export class PostsRepository {
  /** The lists every page load reads, straight from the pool (poolReader: no QueryRunner per query). */
  private readonly reader: Queryable;

  constructor(private readonly dataSource: DataSource) {
    this.reader = poolReader(dataSource);
  }

  latest(viewerId: string, limit: number, filter: LatestFilter): Promise<PostRow[]> {
    const params: unknown[] = [viewerId, limit + 1];
    return this.reader.query(latestPostsSql(params, filter), params);
  }

  following(viewerId: string, limit: number, after: KeysetPosition | null): Promise<PostRow[]> {
    const params: unknown[] = [viewerId, limit + 1];
    return this.reader.query(followingPostsSql(params, after), params);
  }

  /** Posts of the ranking's 7-day window, best first; ties newest first, so pages never overlap. */
  trending(viewerId: string, limit: number, after: RankedPosition | null): Promise<TrendingPostRow[]> {
    const params: unknown[] = [viewerId, limit + 1];
    return this.reader.query(trendingPostsSql(params, after), params);
  }

  /**
   * One post as `viewerId` sees it (its liked flag). With `opener`, the member opening it by its
   * link: none when a block stands between them and the author, either way (issue 24).
   */
  async find(id: string, viewerId: string | null, db: Queryable = this.dataSource.manager, opener: string | null = null): Promise<PostRow | null> {
    const params: unknown[] = [viewerId, id];
    const rows: PostRow[] = await db.query(`${POST_SELECT} WHERE p.id = $2 AND p.removed_at IS NULL AND ${VISIBLE_AUTHOR} ${unblockedFor(opener, params)}`, params);
    return rows[0] ?? null;
  }

  /** The author's id, or null when the post does not exist. */
  async authorOf(id: string, db: Queryable = this.dataSource.manager): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await db.query('SELECT user_id FROM posts WHERE id = $1 AND removed_at IS NULL', [id]);
    return rows[0]?.user_id ?? null;
  }

  /** Whether the post is there for `opener` (as in find; null: for anyone). */
  async exists(id: string, opener: string | null, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const params: unknown[] = [id];
    const rows: unknown[] = await db.query(`SELECT 1 FROM posts p WHERE p.id = $1 AND p.removed_at IS NULL AND ${VISIBLE_AUTHOR} ${unblockedFor(opener, params)}`, params);
    return rows.length > 0;
  }

  async insert(db: Queryable, post: NewPost): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await db.query(
      `INSERT INTO posts (user_id, content, strain_name, strain_rating, strain_review, media_url, media_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [post.userId, post.content, post.strainName, post.strainRating, post.strainReview, post.mediaUrl, post.mediaType],
    );
    return id;
  }

  /**
   * The post takes the uploaded file at `mediaKey`; false if another post has it. A second post
   * claiming the same file at the same moment waits here for the first one's transaction and then
   * finds the claim taken, so two posts can never share a file.
   */
  async claimUpload(db: Queryable, mediaKey: string, postId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      'INSERT INTO post_uploads (media_key, post_id) VALUES ($1, $2) ON CONFLICT (media_key) DO NOTHING RETURNING post_id', [mediaKey, postId],
    );
    return rows.length === 1;
  }

  /** A pending row from the start, so the feed can show "processing" before the media job runs. */
  async insertPendingVideo(db: Queryable, postId: string): Promise<void> {
    await db.query(`INSERT INTO video_details (post_id) VALUES ($1)`, [postId]);
  }

  /** Row-locked (FOR UPDATE) so an edit and a delete of the same post cannot interleave; a post moderators removed is not there. */
  async lockEditable(db: Queryable, id: string): Promise<EditablePost | null> {
    const rows: Array<{ user_id: string; content: string; strain_name: string | null; strain_rating: number | null; strain_review: string | null }> =
      await db.query('SELECT user_id, content, strain_name, strain_rating, strain_review FROM posts WHERE id = $1 AND removed_at IS NULL FOR UPDATE', [id]);
    const row = rows[0];
    return row ? { userId: row.user_id, content: row.content, strainName: row.strain_name, strainRating: row.strain_rating, strainReview: row.strain_review } : null;
  }

  async update(db: Queryable, id: string, changes: Omit<EditablePost, 'userId'>): Promise<void> {
    await db.query(
      `UPDATE posts SET content = $2, strain_name = $3, strain_rating = $4, strain_review = $5, updated_at = now() WHERE id = $1`,
      [id, changes.content, changes.strainName, changes.strainRating, changes.strainReview],
    );
  }

  /**
   * The post's hashtags as parsed from its text (parseHashtags), replacing what was stored, each
   * with the spelling the post used (the smallest, if it spelled one tag several ways), which the
   * trending topics show.
   */
  async replaceHashtags(db: Queryable, postId: string, tags: readonly string[]): Promise<void> {
    await db.query('DELETE FROM post_hashtags WHERE post_id = $1', [postId]);
    await this.addHashtags(db, postId, tags);
  }

  /** A new post's hashtags (it has none yet, so nothing to delete: one statement less per post, none without tags). */
  async addHashtags(db: Queryable, postId: string, tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    await db.query(
      `INSERT INTO post_hashtags (post_id, tag, spelling, created_at)
       SELECT p.id, t.tag, (SELECT min(m[1]) FROM regexp_matches(p.content, $3, 'g') AS m WHERE lower(m[1]) = t.tag), p.created_at
         FROM posts p CROSS JOIN unnest($2::text[]) AS t(tag) WHERE p.id = $1`,
      [postId, tags, HASHTAG_PATTERN_SOURCE],
    );
  }

  /** Deletes the post (its comments, likes, hashtags and video details cascade) and answers its media URL. */
  async delete(db: Queryable, id: string): Promise<{ mediaUrl: string | null }> {
    const [row] = await changedRows<{ media_url: string | null }>(db, 'DELETE FROM posts WHERE id = $1 RETURNING media_url', [id]);
    return { mediaUrl: row?.media_url ?? null };
  }
}
