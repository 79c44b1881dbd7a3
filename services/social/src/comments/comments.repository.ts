import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CommentDto } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, changedRows, notSuspendedSql, toAuthorCard, type AuthorColumns, type Queryable } from '@cannaverse/platform';
import { postChildrenSql, type PostChildrenQuery } from '../common/post-children.js';

export interface CommentRow extends AuthorColumns {
  id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: Date;
  cursor_at: string;
}

/** Author read from user_cards at query time, so renames and new avatars show on old comments. */
const COMMENT_SELECT = `
  SELECT c.id, c.post_id, c.user_id, c.content, c.created_at, c.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
    FROM comments c ${authorJoin('c.user_id')}`;

export const toCommentDto = (row: CommentRow): CommentDto => ({
  id: row.id,
  postId: row.post_id,
  userId: row.user_id,
  content: row.content,
  createdAt: row.created_at.toISOString(),
  user: toAuthorCard(row.user_id, row),
});

/** The `comments` table, and the post's denormalised comments_count. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts a new comment on its post; answers the post's author, null when the post does not exist. */
  async countOnPost(db: Queryable, postId: string): Promise<string | null> {
    const counted = await changedRows<{ user_id: string }>(db, `UPDATE posts SET comments_count = comments_count + 1 WHERE id = $1 AND removed_at IS NULL RETURNING user_id`, [postId]);
    return counted[0]?.user_id ?? null;
  }

  async insert(db: Queryable, postId: string, userId: string, content: string): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await db.query(
      `INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`,
      [postId, userId, content],
    );
    return id;
  }

  async find(db: Queryable, id: string): Promise<CommentRow> {
    const rows: CommentRow[] = await db.query(`${COMMENT_SELECT} WHERE c.id = $1`, [id]);
    return rows[0];
  }

  /**
   * A page of the post's comments: none removed by moderators, none by a member suspended right now
   * (issue 24), and none `viewerId` does not see (blocks and mutes).
   */
  page(query: PostChildrenQuery, viewerId: string): Promise<CommentRow[]> {
    const { sql, params } = postChildrenSql(COMMENT_SELECT, 'c', query, viewerId, `c.removed_at IS NULL AND ${notSuspendedSql('c.user_id')}`);
    return this.dataSource.query(sql, params);
  }
}
