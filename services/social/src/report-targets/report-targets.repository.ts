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
         FROM posts WHERE id = $1 AND removed_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  async comment(id: string): Promise<TargetRow | null> {
    const rows: TargetRow[] = await this.dataSource.query(`SELECT user_id, content, NULL AS thumbnail, post_id FROM comments WHERE id = $1 AND removed_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Hides the comment (moderators removed it: restorable) and takes it off its post's count (the
   * trending trigger re-scores the post). False when it was already hidden or is gone.
   */
  async hideComment(db: Queryable, id: string, decisionId: string): Promise<boolean> {
    const [row] = await changedRows<{ post_id: string }>(db,
      'UPDATE comments SET removed_at = now(), removed_by_decision = $2 WHERE id = $1 AND removed_at IS NULL RETURNING post_id', [id, decisionId]);
    if (!row) return false;
    await db.query('UPDATE posts SET comments_count = comments_count - 1 WHERE id = $1 AND comments_count > 0', [row.post_id]);
    return true;
  }

  /** Shows a comment hidden by `decisionId` again, back on its post's count. */
  async showComment(db: Queryable, id: string, decisionId: string): Promise<boolean> {
    const [row] = await changedRows<{ post_id: string }>(db,
      'UPDATE comments SET removed_at = NULL, removed_by_decision = NULL WHERE id = $1 AND removed_by_decision = $2 RETURNING post_id', [id, decisionId]);
    if (!row) return false;
    await db.query('UPDATE posts SET comments_count = comments_count + 1 WHERE id = $1', [row.post_id]);
    return true;
  }

  /** Hides the post (its comments and likes stay, out of sight with it); answers what its projections need. */
  async hidePost(db: Queryable, id: string, decisionId: string): Promise<HiddenPost | null> {
    const [row] = await changedRows<HiddenPost>(db,
      `UPDATE posts SET removed_at = now(), removed_by_decision = $2 WHERE id = $1 AND removed_at IS NULL
       RETURNING user_id, content, strain_name, strain_rating`, [id, decisionId]);
    if (!row) return null;
    // Out of its topics and the trending topics (restored from the text on a restore).
    await db.query('DELETE FROM post_hashtags WHERE post_id = $1', [id]);
    return row;
  }

  async showPost(db: Queryable, id: string, decisionId: string): Promise<HiddenPost | null> {
    const [row] = await changedRows<HiddenPost>(db,
      `UPDATE posts SET removed_at = NULL, removed_by_decision = NULL WHERE id = $1 AND removed_by_decision = $2
       RETURNING user_id, content, strain_name, strain_rating`, [id, decisionId]);
    return row ?? null;
  }
}

export interface HiddenPost {
  user_id: string;
  content: string;
  strain_name: string | null;
  strain_rating: number | null;
}
