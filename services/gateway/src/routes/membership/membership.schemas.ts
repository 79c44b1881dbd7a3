import type { BillingInterval, CheckoutInput, MembershipDto, MembershipStatus, PaidPlan } from '@cannaverse/contracts';
import { bool, dateTime, dateTimeOrNull, objOrNull, oneOf, oneOfOrNull, strOrNull } from '../../openapi/schema-props.js';

const STATUSES = ['free', 'premium', 'connoisseur'] as const;
const PLANS = ['cannanaut', 'connoisseur'] as const;
const INTERVALS = ['month', 'year'] as const;

export class MembershipStatusResponse {
  @oneOf(STATUSES, { description: '`premium` is the Cannanaut plan.' }) status!: MembershipStatus;
}

export class PremiumStatusResponse {
  @bool({ description: 'True for `premium` and `connoisseur`.' }) active!: boolean;
}

export class CheckoutBody implements CheckoutInput {
  @oneOf(PLANS) plan!: PaidPlan;
  @oneOf(INTERVALS) interval!: BillingInterval;
}

export class MembershipResponse implements MembershipDto {
  @oneOf(STATUSES) status!: MembershipStatus;
  @oneOf(['free', ...PLANS]) plan!: 'free' | PaidPlan;
  @oneOfOrNull(INTERVALS) interval!: BillingInterval | null;
  @strOrNull({ description: '`demo` today: the demo provider activates at once; no money moves.' }) provider!: string | null;
  @dateTimeOrNull() currentPeriodEnd!: string | null;
  @bool({ description: 'A cancelled paid plan: it ends at `currentPeriodEnd` instead of renewing.' }) cancelAtPeriodEnd!: boolean;
  @objOrNull(() => PendingPlanChangeResponse, { description: 'A switch asked for: the next billing cycle renews with this plan and interval.' })
  pendingChange!: MembershipDto['pendingChange'];
}

export class PendingPlanChangeResponse {
  @oneOf(PLANS) plan!: PaidPlan;
  @oneOf(INTERVALS) interval!: BillingInterval;
  @dateTime({ description: 'When it takes effect: the end of the current period.' }) effectiveAt!: string;
}
