import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { commentSchema, SocialMessages, type Actor, type CommentDto, type Page } from '@cannaverse/contracts';
import { RpcError, validatePayload } from '@cannaverse/platform';
import { requireId } from '../common/ids.js';
import { changedRows } from '../common/sql.js';
import { createCommentPayload } from '../common/payloads.js';
import { pageOfPostChildren } from '../common/post-children.js';
import { recordInteraction } from '../interactions/record-interaction.js';

interface CommentRow {
  id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: Date;
  cursor_at: string;
  author_username: string | null;
  author_display_name: string | null;
  author_avatar: string | null;
}

/** Author read from user_cards at query time, so renames and new avatars show on old comments. */
const COMMENT_SELECT = `
  SELECT c.id, c.post_id, c.user_id, c.content, c.created_at, c.created_at::text AS cursor_at,
         u.username AS author_username, u.display_name AS author_display_name, u.avatar AS author_avatar
    FROM comments c LEFT JOIN user_cards u ON u.id = c.user_id`;

const toCommentDto = (row: CommentRow): CommentDto => ({
  id: row.id,
  postId: row.post_id,
  userId: row.user_id,
  content: row.content,
  createdAt: row.created_at.toISOString(),
  user: { id: row.user_id, username: row.author_username ?? 'member', displayName: row.author_display_name, avatar: row.author_avatar },
});

@Injectable()
export class CommentsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The comment, its post's counter and the interaction row commit together. */
  async create(actor: Actor, input: unknown): Promise<CommentDto> {
    const payload = validatePayload(createCommentPayload, input);
    const postId = requireId(payload.postId, SocialMessages.postNotFound);
    const { content } = validatePayload(commentSchema, payload.content === undefined ? {} : { content: payload.content });
    return this.dataSource.transaction(async (manager) => {
      const counted = await changedRows<{ id: string }>(
        manager,
        `UPDATE posts SET comments_count = comments_count + 1 WHERE id = $1 RETURNING id`,
        [postId],
      );
      if (counted.length === 0) throw RpcError.notFound(SocialMessages.postNotFound);
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`,
        [postId, actor.id, content],
      );
      await recordInteraction(manager, actor.id, 'comment', { postId, commentId: id });
      const rows: CommentRow[] = await manager.query(`${COMMENT_SELECT} WHERE c.id = $1`, [id]);
      return toCommentDto(rows[0]);
    });
  }

  /** Oldest first (a conversation reads top-down), keyset on (created_at, id). */
  list(_actor: Actor, input: unknown): Promise<Page<CommentDto>> {
    return pageOfPostChildren<CommentRow, CommentDto>(this.dataSource, input, { select: COMMENT_SELECT, alias: 'c', map: toCommentDto });
  }
}
