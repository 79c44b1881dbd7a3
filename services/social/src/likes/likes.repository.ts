import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LikeDto } from '@cannaverse/contracts';
import { changedRows, type Queryable } from '@cannaverse/platform';
import { postChildrenSql, type PostChildrenQuery } from '../common/post-children.js';

export interface LikeRow {
  id: string;
  post_id: string;
  user_id: string;
  created_at: Date;
  cursor_at: string;
}

export const toLikeDto = (row: LikeRow): LikeDto => ({ id: row.id, postId: row.post_id, userId: row.user_id, createdAt: row.created_at.toISOString() });

/**
 * The `likes` table (unique per post and member) and the post's likes_count. Rows change only
 * through INSERT … ON CONFLICT DO NOTHING / DELETE … RETURNING, so the caller learns exactly
 * whether a row changed and can move the counter by that much in the same transaction.
 */
@Injectable()
export class LikesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the like was new. */
  async add(db: Queryable, postId: string, userId: string): Promise<boolean> {
    const inserted: unknown[] = await db.query(
      `INSERT INTO likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT (post_id, user_id) DO NOTHING RETURNING id`,
      [postId, userId],
    );
    return inserted.length > 0;
  }

  /** True when there was a like to remove. */
  async remove(db: Queryable, postId: string, userId: string): Promise<boolean> {
    const removed = await changedRows<{ id: string }>(db, `DELETE FROM likes WHERE post_id = $1 AND user_id = $2 RETURNING id`, [postId, userId]);
    return removed.length > 0;
  }

  /** Moves the post's counter and answers its new value. */
  async bumpCount(db: Queryable, postId: string, delta: 1 | -1): Promise<number> {
    const rows = await changedRows<{ likes_count: number }>(db, `UPDATE posts SET likes_count = likes_count + $2 WHERE id = $1 RETURNING likes_count`, [postId, delta]);
    return rows[0]?.likes_count ?? 0;
  }

  async count(db: Queryable, postId: string): Promise<number> {
    const rows: Array<{ likes_count: number }> = await db.query(`SELECT likes_count FROM posts WHERE id = $1`, [postId]);
    return rows[0]?.likes_count ?? 0;
  }

  page(query: PostChildrenQuery): Promise<LikeRow[]> {
    const { sql, params } = postChildrenSql('SELECT l.id, l.post_id, l.user_id, l.created_at, l.created_at::text AS cursor_at FROM likes l', 'l', query);
    return this.dataSource.query(sql, params);
  }
}
