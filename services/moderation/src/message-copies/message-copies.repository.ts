import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageSentEvent, MessagesReadEvent, UserMessageDto } from '@cannaverse/contracts';
import { keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { partyColumns, partyJoin, toParty } from './parties.js';

export interface MessageCopy {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
}

interface UserMessageRow extends MessageCopy {
  read: boolean;
  created_at: Date;
  cursor_at: string;
  sender_username: string | null;
  sender_avatar: string | null;
  receiver_username: string | null;
  receiver_avatar: string | null;
}

export const toUserMessageDto = (row: UserMessageRow): UserMessageDto => ({
  id: row.id,
  sender: toParty(row.sender_id, row.sender_username, row.sender_avatar),
  receiver: toParty(row.receiver_id, row.receiver_username, row.receiver_avatar),
  content: row.content,
  createdAt: row.created_at.toISOString(),
  read: row.read,
});

/** `message_copies`: moderation's copy of every direct message, kept from social's events. */
@Injectable()
export class MessageCopiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A redelivered event changes nothing (the id is social's message id). */
  async insert(db: Queryable, event: MessageSentEvent): Promise<void> {
    await db.query(
      `INSERT INTO message_copies (id, sender_id, receiver_id, content, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [event.messageId, event.senderId, event.receiverId, event.content, event.createdAt],
    );
  }

  async markRead(db: Queryable, event: MessagesReadEvent): Promise<void> {
    await db.query(
      `UPDATE message_copies SET read = true WHERE receiver_id = $1 AND sender_id = $2 AND NOT read AND created_at <= $3`,
      [event.readerId, event.senderId, event.readUpTo],
    );
  }

  async find(id: string, db: Queryable = this.dataSource.manager): Promise<MessageCopy | null> {
    const rows: MessageCopy[] = await db.query(`SELECT id, sender_id, receiver_id, content FROM message_copies WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * One member's messages, sent and received, newest first: each direction walks its own index
   * and the two short lists are merged (an OR over both columns could use neither index).
   */
  userPage(userId: string, limit: number, after: KeysetPosition | null): Promise<UserMessageRow[]> {
    const params: unknown[] = [userId, limit + 1];
    const side = (column: string) => {
      const keyset = keysetSql({ createdAt: 'm.created_at', id: 'm.id', idKind: 'uuid', order: 'desc' }, after, params);
      return `(SELECT m.* FROM message_copies m WHERE m.${column} = $1 ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2)`;
    };
    return this.dataSource.query(
      `SELECT c.id, c.sender_id, c.receiver_id, c.content, c.read, c.created_at, c.created_at::text AS cursor_at,
              ${partyColumns('s', 'sender')}, ${partyColumns('r', 'receiver')}
         FROM (${side('sender_id')} UNION ALL ${side('receiver_id')}) c
         ${partyJoin('s', 'c.sender_id')} ${partyJoin('r', 'c.receiver_id')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
      params,
    );
  }
}
