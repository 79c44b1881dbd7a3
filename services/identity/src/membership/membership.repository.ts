import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingInterval, MembershipStatus, PaidPlan } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';

/** A member's plan as stored. No row means the free plan. */
export interface MembershipRecord {
  plan: 'free' | PaidPlan;
  interval: BillingInterval | null;
  status: MembershipStatus;
  provider: string | null;
  currentPeriodEnd: Date | null;
}

/** The `memberships` table: one row per member who ever paid. */
@Injectable()
export class MembershipRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<MembershipRecord | null> {
    const rows: MembershipRecord[] = await this.dataSource.query(
      `SELECT plan, billing_interval AS interval, status, provider, current_period_end AS "currentPeriodEnd"
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
         status = EXCLUDED.status, provider = EXCLUDED.provider, current_period_end = EXCLUDED.current_period_end, updated_at = now()`,
      [userId, membership.plan, membership.interval, membership.status, membership.provider, membership.currentPeriodEnd],
    );
  }
}
