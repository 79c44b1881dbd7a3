import type { MembershipStatus } from './actor.js';

/** The membership API (`/api/membership`, identity's `membership` feature). */

export type PaidPlan = 'cannanaut' | 'connoisseur';
export type BillingInterval = 'month' | 'year';

export interface CheckoutInput {
  plan: PaidPlan;
  interval: BillingInterval;
}

export interface MembershipDto {
  status: MembershipStatus;
  plan: 'free' | PaidPlan;
  interval: BillingInterval | null;
  provider: string | null;
  currentPeriodEnd: string | null;
  /** A cancelled paid plan: it stays until currentPeriodEnd and then ends (no renewal). */
  cancelAtPeriodEnd: boolean;
  /** A switch the member asked for: the plan and interval the next billing cycle (from currentPeriodEnd) renews with; null when none. */
  pendingChange: { plan: PaidPlan; interval: BillingInterval; effectiveAt: string } | null;
}

/** `PUT /api/membership/plan`: the plan and interval to renew with at the next billing cycle. */
export type SwitchPlanInput = CheckoutInput;

export const MembershipMessages = {
  noPaidPlan: 'You have no paid plan to change',
  notCancelled: 'Your plan is not cancelled',
  switchCancelled: 'Resume your plan before switching it',
} as const;
