import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SuspensionDto } from '@cannaverse/contracts';
import { changedRows, type Queryable } from '@cannaverse/platform';

interface SuspensionRow {
  user_id: string;
  until: Date | null;
  reason: string;
  suspended_by: string;
  suspended_at: Date;
}

export const toSuspensionDto = (row: SuspensionRow): SuspensionDto => ({
  userId: row.user_id,
  until: row.until?.toISOString() ?? null,
  reason: row.reason,
  suspendedBy: row.suspended_by,
  suspendedAt: row.suspended_at.toISOString(),
});

const COLUMNS = 'user_id, until, reason, suspended_by, suspended_at';

/** `member_suspensions`: the suspension in force per member; one that ran out is ignored by every read. */
@Injectable()
export class SuspensionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new suspension replaces the member's current one (new end, new reason). */
  async upsert(db: Queryable, input: { userId: string; days: number | null; reason: string; adminId: string; decisionId: string | null }): Promise<SuspensionRow> {
    const rows: SuspensionRow[] = await db.query(
      `INSERT INTO member_suspensions (user_id, until, reason, suspended_by, decision_id, suspended_at)
       VALUES ($1, CASE WHEN $2::int IS NULL THEN NULL ELSE now() + make_interval(days => $2::int) END, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason, suspended_by = EXCLUDED.suspended_by,
         decision_id = EXCLUDED.decision_id, suspended_at = EXCLUDED.suspended_at
       RETURNING ${COLUMNS}`,
      [input.userId, input.days, input.reason, input.adminId, input.decisionId],
    );
    return rows[0];
  }

  /** The suspension in force now, or null. */
  async active(userId: string, db: Queryable = this.dataSource.manager): Promise<SuspensionRow | null> {
    const rows: SuspensionRow[] = await db.query(
      `SELECT ${COLUMNS} FROM member_suspensions WHERE user_id = $1 AND (until IS NULL OR until > now())`, [userId],
    );
    return rows[0] ?? null;
  }

  /** Deletes the member's row; answers whether a suspension in force was lifted (a run-out one goes quietly). */
  async remove(db: Queryable, userId: string): Promise<boolean> {
    const rows = await changedRows<{ active: boolean }>(db,
      `DELETE FROM member_suspensions WHERE user_id = $1 RETURNING (until IS NULL OR until > now()) AS active`, [userId],
    );
    return rows[0]?.active ?? false;
  }

  /** Ends the member's suspension only if that decision made it (a later, other suspension stays); whether one in force ended. */
  async removeForDecision(db: Queryable, userId: string, decisionId: string): Promise<boolean> {
    const rows = await changedRows<{ active: boolean }>(db,
      `DELETE FROM member_suspensions WHERE user_id = $1 AND decision_id = $2 RETURNING (until IS NULL OR until > now()) AS active`, [userId, decisionId],
    );
    return rows[0]?.active ?? false;
  }
}
