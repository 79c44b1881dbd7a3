import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingInterval, MembershipStatus, PaidPlan } from '@cannaverse/contracts';
import { changedRows, type Queryable } from '@cannaverse/platform';

/** A member's plan as stored. No row means the free plan. */
export interface MembershipRecord {
  plan: 'free' | PaidPlan;
  interval: BillingInterval | null;
  status: MembershipStatus;
  provider: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd?: boolean;
  pendingPlan?: PaidPlan | null;
  pendingInterval?: BillingInterval | null;
}

/** The `memberships` table: one row per member who ever paid. */
@Injectable()
export class MembershipRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<MembershipRecord | null> {
    const rows: MembershipRecord[] = await this.dataSource.query(
      `SELECT plan, billing_interval AS interval, status, provider, current_period_end AS "currentPeriodEnd",
              cancel_at_period_end AS "cancelAtPeriodEnd", pending_plan AS "pendingPlan", pending_interval AS "pendingInterval"
         FROM memberships WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async save(db: Queryable, userId: string, membership: MembershipRecord): Promise<void> {
    await db.query(
      `INSERT INTO memberships (user_id, plan, billing_interval, status, provider, current_period_end, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, billing_interval = EXCLUDED.billing_interval,
         status = EXCLUDED.status, provider = EXCLUDED.provider, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = false, pending_plan = NULL, pending_interval = NULL, updated_at = now()`,
      [userId, membership.plan, membership.interval, membership.status, membership.provider, membership.currentPeriodEnd],
    );
  }

  /** The plan and interval the next cycle renews with (null, null: none); false when there is no running, renewing period. */
  async setPendingChange(userId: string, plan: PaidPlan | null, interval: BillingInterval | null): Promise<boolean> {
    const rows: unknown[] = await changedRows(
      this.dataSource.manager,
      `UPDATE memberships SET pending_plan = $2, pending_interval = $3, updated_at = now()
        WHERE user_id = $1 AND plan <> 'free' AND current_period_end > now() AND NOT cancel_at_period_end RETURNING user_id`,
      [userId, plan, interval],
    );
    return rows.length > 0;
  }

  /**
   * Sets whether the running paid period renews, and answers that period (for the member's
   * notice); null when there is no running period to change.
   */
  async setCancelAtPeriodEnd(db: Queryable, userId: string, cancel: boolean): Promise<{ plan: PaidPlan; interval: BillingInterval; currentPeriodEnd: Date } | null> {
    const rows = await changedRows<{ plan: PaidPlan; interval: BillingInterval; currentPeriodEnd: Date }>(
      db,
      // Cancelling also drops a pending switch: a plan that does not renew has no next cycle to switch.
      `UPDATE memberships SET cancel_at_period_end = $2, updated_at = now(),
              pending_plan = CASE WHEN $2 THEN NULL ELSE pending_plan END, pending_interval = CASE WHEN $2 THEN NULL ELSE pending_interval END
        WHERE user_id = $1 AND plan <> 'free' AND current_period_end > now()
        RETURNING plan, billing_interval AS interval, current_period_end AS "currentPeriodEnd"`,
      [userId, cancel],
    );
    return rows[0] ?? null;
  }
}
