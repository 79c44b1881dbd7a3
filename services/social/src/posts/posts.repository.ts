import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import type { StrainFields } from './strain-fields.js';
import type { PostRow } from './post.mapper.js';

/**
 * `$1` is the viewer's id (or null). Author and video are LEFT JOINs: a member's card may not
 * have reached this service yet when they post, and most posts have no video. One row carries the
 * post, its author, the viewer's like and the video, so a page of any size is one query.
 */
export const POST_SELECT = `
  SELECT p.id, p.user_id, p.content, p.strain_name, p.strain_rating, p.strain_review, p.media_url, p.media_type,
         p.thumbnail, p.media_width, p.media_height, p.media_renditions, p.is_premium, p.likes_count, p.comments_count,
         p.created_at, p.updated_at, p.created_at::text AS cursor_at,
         ${AUTHOR_COLUMNS},
         ($1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = $1::uuid)) AS liked_by_me,
         v.processing_status AS video_status, v.duration AS video_duration, v.width AS video_width,
         v.height AS video_height, v.format AS video_format, v.file_size::float8 AS video_file_size
    FROM posts p
    ${authorJoin('p.user_id')}
    LEFT JOIN video_details v ON v.post_id = p.id`;

/** Newest first over posts_feed_idx (or posts_user_feed_idx for one member). */
const LATEST_KEYSET = { createdAt: 'p.created_at', id: 'p.id', idKind: 'uuid', order: 'desc' } as const;

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
  const where = userId === null ? 'WHERE true' : `WHERE p.user_id = $${params.push(userId)}`;
  const keyset = keysetSql(LATEST_KEYSET, after, params);
  return `${POST_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`;
}

/**
 * Engagement per age: a comment counts twice a like, +1 so a new post without engagement still
 * ranks by freshness, and (hours + 2)^1.5 decays it. `$2` is the reference time of the scroll.
 */
const TRENDING_SCORE = `(p.likes_count + 2 * p.comments_count + 1)
  / power(greatest(extract(epoch FROM ($2::timestamptz - p.created_at)), 0) / 3600 + 2, 1.5)`;
const TRENDING_WINDOW = `interval '7 days'`;

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
  constructor(private readonly dataSource: DataSource) {}

  latest(viewerId: string, limit: number, filter: LatestFilter): Promise<PostRow[]> {
    const params: unknown[] = [viewerId, limit + 1];
    return this.dataSource.query(latestPostsSql(params, filter), params);
  }

  /** Posts of the 7 days before `referenceTime`, best first; ties by recency so pages never overlap. */
  trending(viewerId: string, referenceTime: Date, offset: number, limit: number): Promise<PostRow[]> {
    return this.dataSource.query(
      `${POST_SELECT}
        WHERE p.created_at > $2::timestamptz - ${TRENDING_WINDOW} AND p.created_at <= $2::timestamptz
        ORDER BY ${TRENDING_SCORE} DESC, p.created_at DESC, p.id DESC
        OFFSET $3 LIMIT $4`,
      [viewerId, referenceTime.toISOString(), offset, limit + 1],
    );
  }

  async find(id: string, viewerId: string | null, db: Queryable = this.dataSource.manager): Promise<PostRow | null> {
    const rows: PostRow[] = await db.query(`${POST_SELECT} WHERE p.id = $2`, [viewerId, id]);
    return rows[0] ?? null;
  }

  async exists(id: string, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM posts WHERE id = $1', [id]);
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

  /** A pending row from the start, so the feed can show "processing" before the media job runs. */
  async insertPendingVideo(db: Queryable, postId: string): Promise<void> {
    await db.query(`INSERT INTO video_details (post_id) VALUES ($1)`, [postId]);
  }

  /** Row-locked (FOR UPDATE) so an edit and a delete of the same post cannot interleave. */
  async lockEditable(db: Queryable, id: string): Promise<EditablePost | null> {
    const rows: Array<{ user_id: string; content: string; strain_name: string | null; strain_rating: number | null; strain_review: string | null }> =
      await db.query('SELECT user_id, content, strain_name, strain_rating, strain_review FROM posts WHERE id = $1 FOR UPDATE', [id]);
    const row = rows[0];
    return row ? { userId: row.user_id, content: row.content, strainName: row.strain_name, strainRating: row.strain_rating, strainReview: row.strain_review } : null;
  }

  async update(db: Queryable, id: string, changes: Omit<EditablePost, 'userId'>): Promise<void> {
    await db.query(
      `UPDATE posts SET content = $2, strain_name = $3, strain_rating = $4, strain_review = $5, updated_at = now() WHERE id = $1`,
      [id, changes.content, changes.strainName, changes.strainRating, changes.strainReview],
    );
  }

  /** The post's hashtags as parsed from its text (parseHashtags), replacing what was stored. */
  async replaceHashtags(db: Queryable, postId: string, tags: readonly string[]): Promise<void> {
    await db.query('DELETE FROM post_hashtags WHERE post_id = $1', [postId]);
    if (tags.length === 0) return;
    await db.query(
      `INSERT INTO post_hashtags (post_id, tag, created_at)
       SELECT p.id, t.tag, p.created_at FROM posts p CROSS JOIN unnest($2::text[]) AS t(tag) WHERE p.id = $1`,
      [postId, tags],
    );
  }

  /** Deletes the post (its comments, likes, hashtags and video details cascade) and answers its media URL. */
  async delete(db: Queryable, id: string): Promise<{ mediaUrl: string | null }> {
    const [row] = await changedRows<{ media_url: string | null }>(db, 'DELETE FROM posts WHERE id = $1 RETURNING media_url', [id]);
    return { mediaUrl: row?.media_url ?? null };
  }
}
