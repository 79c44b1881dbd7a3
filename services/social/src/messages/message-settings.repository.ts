import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessagePrivacy } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';

/** Who a member accepts messages from, before they choose anything. */
export const DEFAULT_MESSAGE_PRIVACY: MessagePrivacy = 'everyone';

/** `message_settings`: a row only for members who changed the default. */
@Injectable()
export class MessageSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async allowMessagesFrom(userId: string, db: Queryable = this.dataSource.manager): Promise<MessagePrivacy> {
    const rows: Array<{ allow_messages_from: MessagePrivacy }> = await db.query(`SELECT allow_messages_from FROM message_settings WHERE user_id = $1`, [userId]);
    return rows[0]?.allow_messages_from ?? DEFAULT_MESSAGE_PRIVACY;
  }

  async setAllowMessagesFrom(userId: string, value: MessagePrivacy): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO message_settings (user_id, allow_messages_from) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET allow_messages_from = EXCLUDED.allow_messages_from, updated_at = now()`,
      [userId, value],
    );
  }
}
