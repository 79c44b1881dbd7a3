import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberSuspendedEvent, MemberUnsuspendedEvent } from '@cannaverse/contracts';
import type { Queryable } from '../sql/changed-rows.js';

/** A suspension in force: until null is permanent. */
export interface ActiveSuspension {
  until: Date | null;
  reason: string;
}

/** The condition "`alias` is a suspension in force now" on a `suspended_members` row. */
const inForce = (alias: string) => `${alias}.lifted_at IS NULL AND (${alias}.until IS NULL OR ${alias}.until > now())`;

/**
 * `AND`-able SQL: the member in `userColumn` is not suspended right now. A primary-key probe per
 * candidate row (an anti-join), so a list's own index still orders and limits it.
 */
export const notSuspendedSql = (userColumn: string): string =>
  `NOT EXISTS (SELECT 1 FROM suspended_members sm WHERE sm.user_id = ${userColumn} AND ${inForce('sm')})`;

@Injectable()
export class SuspendedMembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async suspend(db: Queryable, event: MemberSuspendedEvent): Promise<void> {
    await db.query(
      `INSERT INTO suspended_members (user_id, until, reason, lifted_at, changed_at) VALUES ($1, $2, $3, NULL, $4)
       ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason, lifted_at = NULL, changed_at = EXCLUDED.changed_at
       WHERE suspended_members.changed_at <= EXCLUDED.changed_at`,
      [event.userId.toLowerCase(), event.until, event.reason, event.at],
    );
  }

  async lift(db: Queryable, event: MemberUnsuspendedEvent): Promise<void> {
    await db.query(
      `UPDATE suspended_members SET lifted_at = $2, changed_at = $2 WHERE user_id = $1 AND changed_at <= $2`,
      [event.userId.toLowerCase(), event.at],
    );
  }

  /** Those of `userIds` suspended right now (one statement over the primary key). */
  async suspendedAmong(userIds: string[], db: Queryable = this.dataSource.manager): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows: Array<{ user_id: string }> = await db.query(
      `SELECT s.user_id FROM suspended_members s WHERE s.user_id = ANY($1::uuid[]) AND ${inForce('s')}`,
      [userIds],
    );
    return rows.map((row) => row.user_id);
  }

  /** The member's suspension in force now, or null. */
  async active(userId: string, db: Queryable = this.dataSource.manager): Promise<ActiveSuspension | null> {
    const rows: ActiveSuspension[] = await db.query(`SELECT s.until, s.reason FROM suspended_members s WHERE s.user_id = $1 AND ${inForce('s')}`, [userId]);
    return rows[0] ?? null;
  }
}
