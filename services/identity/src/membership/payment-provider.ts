import type { BillingInterval, PaidPlan } from '@cannaverse/contracts';

export interface PaymentResult {
  provider: string;
  currentPeriodEnd: Date;
}

/** Where a paid plan is charged. Swap the provider, keep the membership rules. */
export interface PaymentProvider {
  readonly name: string;
  charge(userId: string, plan: PaidPlan, interval: BillingInterval): Promise<PaymentResult>;
}

export const PAYMENT_PROVIDER = 'PAYMENT_PROVIDER';

/**
 * The only provider today: a demo that activates at once and moves no money. The spec
 * shows no payment call; this keeps the product honest about it (README says so).
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';

  async charge(_userId: string, _plan: PaidPlan, interval: BillingInterval): Promise<PaymentResult> {
    const end = new Date();
    if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    return { provider: this.name, currentPeriodEnd: end };
  }
}
