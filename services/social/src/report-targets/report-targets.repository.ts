import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { changedRows, type Queryable } from '@cannaverse/platform';

export interface TargetRow {
  user_id: string;
  content: string;
  thumbnail: string | null;
  post_id: string;
}

/** What moderation may learn about a reported post or comment, and the comment side of a removal. */
@Injectable()
export class ReportTargetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async post(id: string): Promise<TargetRow | null> {
    const rows: TargetRow[] = await this.dataSource.query(
      `SELECT user_id, content, coalesce(thumbnail, CASE WHEN media_type = 'image' THEN media_url END) AS thumbnail, id AS post_id
         FROM posts WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async comment(id: string): Promise<TargetRow | null> {
    const rows: TargetRow[] = await this.dataSource.query(`SELECT user_id, content, NULL AS thumbnail, post_id FROM comments WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Deletes the comment and takes it off its post's count (the trending trigger re-scores the post). */
  async deleteComment(db: Queryable, id: string): Promise<boolean> {
    const [row] = await changedRows<{ post_id: string }>(db, 'DELETE FROM comments WHERE id = $1 RETURNING post_id', [id]);
    if (!row) return false;
    await db.query('UPDATE posts SET comments_count = comments_count - 1 WHERE id = $1 AND comments_count > 0', [row.post_id]);
    return true;
  }
}
