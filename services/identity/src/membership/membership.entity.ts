import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BillingInterval, MembershipStatus, PaidPlan } from '@cannaverse/contracts';

/** A member's plan. No row means the free plan. */
@Entity({ name: 'memberships' })
export class Membership {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column('text')
  plan!: 'free' | PaidPlan;

  @Column({ name: 'billing_interval', type: 'text', nullable: true })
  interval!: BillingInterval | null;

  @Column('text')
  status!: MembershipStatus;

  @Column('text', { nullable: true })
  provider!: string | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
