import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ConversationDto, MessageDto } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, toAuthorCard, type AuthorColumns, type KeysetPosition, type Queryable } from '@cannaverse/platform';

export interface MessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  read: boolean;
  created_at: Date;
  cursor_at: string;
}

/** An inbox line: `id` is the other member (the keyset's tie-breaker), the message's columns are prefixed. */
export interface ConversationRow extends AuthorColumns {
  id: string;
  cursor_at: string;
  unread_count: number;
  message_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  read: boolean;
  created_at: Date;
}

export const toMessageDto = (row: Omit<MessageRow, 'cursor_at'>): MessageDto => ({
  id: row.id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  content: row.content,
  read: row.read,
  createdAt: row.created_at.toISOString(),
});

export const toConversationDto = (row: ConversationRow): ConversationDto => ({
  user: toAuthorCard(row.id, row),
  lastMessage: toMessageDto({ ...row, id: row.message_id }),
  unreadCount: row.unread_count,
});

/**
 * Whether the message being recorded is newer than the line's last one, in the conversation's own
 * order (created_at, then id): concurrent sends may commit in either order.
 */
const NEWER = '(EXCLUDED.last_message_at, EXCLUDED.last_message_id) > (conversations.last_message_at, conversations.last_message_id)';

const MESSAGE_COLUMNS = 'm.id, m.sender_id, m.receiver_id, m.content, m.read, m.created_at, m.created_at::text AS cursor_at';

/** `messages` and the per-member `conversations` summaries kept with them. */
@Injectable()
export class MessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(db: Queryable, senderId: string, receiverId: string, content: string): Promise<MessageRow> {
    const [row]: MessageRow[] = await db.query(
      `INSERT INTO messages AS m (sender_id, receiver_id, content) VALUES ($1, $2, $3) RETURNING ${MESSAGE_COLUMNS}`,
      [senderId, receiverId, content],
    );
    return row;
  }

  /**
   * Both members' inbox lines, in the sending transaction: the newest message, and one more
   * unread for the receiver. Rows are written in owner order so that A→B and B→A sent at the same
   * moment lock them in the same order (no deadlock).
   */
  async recordInConversations(db: Queryable, message: MessageRow): Promise<void> {
    const lines = [
      { owner: message.sender_id, peer: message.receiver_id, unread: 0 },
      { owner: message.receiver_id, peer: message.sender_id, unread: 1 },
    ].sort((a, b) => (a.owner < b.owner ? -1 : 1));
    await db.query(
      `INSERT INTO conversations (owner_id, peer_id, last_message_id, last_message_at, unread_count)
       VALUES ($3, $4, $1, $2::timestamptz, $5), ($6, $7, $1, $2::timestamptz, $8)
       ON CONFLICT (owner_id, peer_id) DO UPDATE SET
         unread_count = conversations.unread_count + EXCLUDED.unread_count,
         last_message_id = CASE WHEN ${NEWER} THEN EXCLUDED.last_message_id ELSE conversations.last_message_id END,
         last_message_at = CASE WHEN ${NEWER} THEN EXCLUDED.last_message_at ELSE conversations.last_message_at END`,
      // cursor_at is created_at to the microsecond: a JS Date would round two close messages to one millisecond.
      [message.id, message.cursor_at, ...lines.flatMap((line) => [line.owner, line.peer, line.unread])],
    );
  }

  /** The member's unread count in one conversation; `lock` holds the line until the transaction ends. */
  async unreadIn(db: Queryable, ownerId: string, peerId: string, lock = false): Promise<number> {
    const rows: Array<{ unread_count: number }> = await db.query(
      `SELECT unread_count FROM conversations WHERE owner_id = $1 AND peer_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [ownerId, peerId],
    );
    return rows[0]?.unread_count ?? 0;
  }

  /** Marks what `senderId` sent to `readerId` read; answers the newest such message's time, null when none was unread. */
  async markRead(db: Queryable, readerId: string, senderId: string): Promise<Date | null> {
    const [row]: Array<{ up_to: Date | null }> = await db.query(
      `WITH marked AS (UPDATE messages SET read = true WHERE receiver_id = $1 AND sender_id = $2 AND NOT read RETURNING created_at)
       SELECT max(created_at) AS up_to FROM marked`,
      [readerId, senderId],
    );
    await changedRows(db, `UPDATE conversations SET unread_count = 0 WHERE owner_id = $1 AND peer_id = $2 RETURNING owner_id`, [readerId, senderId]);
    return row?.up_to ?? null;
  }

  /** Both directions of one pair, newest first, over messages_conversation_idx. */
  conversationPage(memberId: string, peerId: string, limit: number, after: KeysetPosition | null): Promise<MessageRow[]> {
    const params: unknown[] = [memberId, peerId, limit + 1];
    const keyset = keysetSql({ createdAt: 'm.created_at', id: 'm.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE LEAST(m.sender_id, m.receiver_id) = LEAST($1::uuid, $2::uuid)
          AND GREATEST(m.sender_id, m.receiver_id) = GREATEST($1::uuid, $2::uuid)
          ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $3`,
      params,
    );
  }

  /** The inbox, newest conversation first, over conversations_inbox_idx. */
  inboxPage(ownerId: string, limit: number, after: KeysetPosition | null): Promise<ConversationRow[]> {
    const params: unknown[] = [ownerId, limit + 1];
    const keyset = keysetSql({ createdAt: 'c.last_message_at', id: 'c.peer_id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT c.peer_id AS id, c.last_message_at::text AS cursor_at, c.unread_count,
              m.id AS message_id, m.sender_id, m.receiver_id, m.content, m.read, m.created_at, ${AUTHOR_COLUMNS}
         FROM conversations c
         JOIN messages m ON m.id = c.last_message_id
         ${authorJoin('c.peer_id')}
        WHERE c.owner_id = $1 ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /** The top bar's badge: an index-only sum over conversations_unread_idx. */
  async unreadTotal(ownerId: string): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT coalesce(sum(unread_count), 0)::int AS count FROM conversations WHERE owner_id = $1 AND unread_count > 0`,
      [ownerId],
    );
    return row.count;
  }
}
