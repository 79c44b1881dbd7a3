import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthorCard, LiveChatMessageDto } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, notSuspendedSql, toAuthorCard, visibleAuthorSql, type AuthorColumns, type KeysetPosition } from '@cannaverse/platform';

export interface ChatRow extends AuthorColumns {
  id: number;
  stream_id: number;
  user_id: string;
  message: string;
  is_highlighted: boolean;
  created_at: Date;
  cursor_at: string;
}

export const toChatDto = (row: ChatRow): LiveChatMessageDto => ({
  id: row.id,
  streamId: row.stream_id,
  userId: row.user_id,
  content: row.message,
  timestamp: row.created_at.toISOString(),
  isHighlighted: row.is_highlighted,
  user: toAuthorCard(row.user_id, row),
});

const NEWEST_FIRST = { createdAt: 'c.created_at', id: 'c.id', idKind: 'int', order: 'desc' } as const;

/** live_stream_chats and live_stream_reactions. */
@Injectable()
export class LiveChatRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a line; the sender's card comes from the socket (read once when it opened). */
  async insert(streamId: number, userId: string, message: string, user: AuthorCard): Promise<LiveChatMessageDto> {
    const [row]: Array<{ id: number; created_at: Date }> = await this.dataSource.query(
      `INSERT INTO live_stream_chats (stream_id, user_id, message) VALUES ($1, $2, $3) RETURNING id, created_at`,
      [streamId, userId, message],
    );
    return { id: row.id, streamId, userId, content: message, timestamp: row.created_at.toISOString(), isHighlighted: false, user };
  }

  /**
   * Recent history, newest first, over live_stream_chats_stream_idx (deleted lines never return), without
   * the lines of members the viewer blocks, who block them or whom they mute (issue 24).
   */
  async history(streamId: number, viewerId: string, after: KeysetPosition<number> | null, rows: number): Promise<Array<ChatRow>> {
    const params: unknown[] = [streamId, rows, viewerId];
    const keyset = keysetSql(NEWEST_FIRST, after, params);
    return this.dataSource.query(
      `SELECT c.id, c.stream_id, c.user_id, c.message, c.is_highlighted, c.created_at, c.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
         FROM live_stream_chats c ${authorJoin('c.user_id')}
        WHERE c.stream_id = $1 AND NOT c.is_deleted AND ${notSuspendedSql('c.user_id')} AND ${visibleAuthorSql('c.user_id', '$3::uuid')} ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /** True when a line of that stream was there to delete (a second delete changes nothing). */
  async markDeleted(streamId: number, messageId: number): Promise<boolean> {
    const rows = await changedRows(
      this.dataSource.manager,
      `UPDATE live_stream_chats SET is_deleted = true WHERE id = $1 AND stream_id = $2 AND NOT is_deleted RETURNING id`,
      [messageId, streamId],
    );
    return rows.length > 0;
  }

  async exists(streamId: number, messageId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM live_stream_chats WHERE id = $1 AND stream_id = $2`, [messageId, streamId]);
    return rows.length > 0;
  }

  async insertReaction(streamId: number, userId: string, reactionType: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO live_stream_reactions (stream_id, user_id, reaction_type) VALUES ($1, $2, $3)`, [streamId, userId, reactionType]);
  }

  /** A member's card from the local projection (the fallback name while identity's event is on its way). */
  async card(userId: string): Promise<AuthorCard> {
    const rows: AuthorColumns[] = await this.dataSource.query(
      `SELECT ${AUTHOR_COLUMNS} FROM user_cards u WHERE u.id = $1`,
      [userId],
    );
    return toAuthorCard(userId, rows[0] ?? { author_username: null, author_display_name: null, author_avatar: null });
  }

  /** A member's card as this service knows it (the user_cards projection), or null for no such member. */
  async findMember(userId: string): Promise<{ isAdmin: boolean } | null> {
    const rows: Array<{ is_admin: boolean }> = await this.dataSource.query(`SELECT is_admin FROM user_cards WHERE id = $1`, [userId]);
    return rows[0] ? { isAdmin: rows[0].is_admin } : null;
  }
}

