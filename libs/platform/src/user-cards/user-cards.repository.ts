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

  /**
   * The member with this username (any letter case), or null. Usernames are unique at identity; a
   * card not yet renamed here could briefly share one, and then the newest change wins. Served by
   * an index on lower(username) where a service needs it (moderation's admin User Search).
   */
  async idByUsername(username: string, db: Queryable = this.dataSource.manager): Promise<string | null> {
    const rows: Array<{ id: string }> = await db.query(
      'SELECT id FROM user_cards WHERE lower(username) = lower($1) ORDER BY updated_at DESC LIMIT 1', [username]);
    return rows[0]?.id ?? null;
  }
}
