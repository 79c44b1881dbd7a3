import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserCard } from '@cannaverse/contracts';
import type { Queryable } from '../sql/changed-rows.js';

/** The `user_cards` table (CreateUserCards migration): one row per member, newest event wins. */
@Injectable()
export class UserCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the card unless the row already holds a newer change: `changedAt` is when identity made
   * the change (the event's occurredAt), so a late, older event cannot undo a newer one.
   */
  async upsert(db: Queryable, card: UserCard, changedAt: string): Promise<void> {
    await db.query(
      `INSERT INTO user_cards (id, username, display_name, avatar, is_admin, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, display_name = EXCLUDED.display_name,
         avatar = EXCLUDED.avatar, is_admin = EXCLUDED.is_admin, updated_at = EXCLUDED.updated_at
       WHERE user_cards.updated_at <= EXCLUDED.updated_at`,
      [card.id.toLowerCase(), card.username, card.displayName, card.avatar, card.isAdmin, changedAt],
    );
  }

  /** Whether this service has heard of the member (there is no cross-database check). */
  async exists(id: string, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM user_cards WHERE id = $1', [id]);
    return rows.length > 0;
  }
}
