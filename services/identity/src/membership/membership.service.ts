import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents, MembershipMessages, type CheckoutInput, type MembershipDto, type MembershipStatus, type PaidPlan } from '@cannaverse/contracts';
import { publishEvent, RpcError, validatePayload } from '@cannaverse/platform';
import { MembershipRepository } from './membership.repository.js';
import { checkoutSchema } from './membership.schemas.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

/** Cannanaut is the "premium" status; Connoisseur its own (both count as premium, spec §3). */
const STATUS_OF_PLAN: Record<PaidPlan, MembershipStatus> = { cannanaut: 'premium', connoisseur: 'connoisseur' };

const FREE: MembershipDto = { status: 'free', plan: 'free', interval: null, provider: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, pendingChange: null };

@Injectable()
export class MembershipService {
  constructor(
    private readonly memberships: MembershipRepository,
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  async get(userId: string): Promise<MembershipDto> {
    const membership = await this.memberships.find(userId);
    if (!membership) return FREE;
    // A lapsed period falls back to free; renewals would extend current_period_end.
    if (membership.currentPeriodEnd && membership.currentPeriodEnd.getTime() < Date.now()) return FREE;
    return {
      status: membership.status,
      plan: membership.plan,
      interval: membership.interval,
      provider: membership.provider,
      currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: membership.cancelAtPeriodEnd ?? false,
      pendingChange: membership.pendingPlan && membership.pendingInterval && membership.currentPeriodEnd && !membership.cancelAtPeriodEnd
        ? { plan: membership.pendingPlan, interval: membership.pendingInterval, effectiveAt: membership.currentPeriodEnd.toISOString() }
        : null,
    };
  }

  async statusOf(userId: string): Promise<MembershipStatus> {
    return (await this.get(userId)).status;
  }

  async checkout(userId: string, input: unknown): Promise<MembershipDto> {
    const { plan, interval } = validatePayload(checkoutSchema, input) as CheckoutInput;
    const payment = await this.payments.charge(userId, plan, interval);
    const status = STATUS_OF_PLAN[plan];
    await this.dataSource.transaction(async (manager) => {
      await this.memberships.save(manager, userId, { plan, interval, status, provider: payment.provider, currentPeriodEnd: payment.currentPeriodEnd });
      await publishEvent(manager, IdentityEvents.membershipChanged, { userId, status, plan, interval });
      await publishEvent(manager, IdentityEvents.membershipRenewalChanged, {
        userId, plan, interval, renews: true, currentPeriodEnd: payment.currentPeriodEnd.toISOString(), at: new Date().toISOString(),
      });
    });
    return this.get(userId);
  }

  /**
   * Cancelling stops the renewal: the plan (and its status) stays until currentPeriodEnd, after
   * which get() answers free. The status does not change now (no membership.changed: the change at
   * the period's end is read from the date, as for any lapsed plan); the member's notice that the
   * plan will end goes out as membership.renewal.changed.
   */
  async cancel(userId: string): Promise<MembershipDto> {
    await this.setRenews(userId, false);
    return this.get(userId);
  }

  /**
   * Switching plan or interval takes effect at the next billing cycle (spec: Membership): the
   * running period keeps its plan, and the renewal at currentPeriodEnd is made with the new one.
   * Asking for the plan already running withdraws a pending switch. A cancelled plan does not
   * renew, so it cannot switch until resumed. No event now: nothing changes until the date.
   */
  async switchPlan(userId: string, input: unknown): Promise<MembershipDto> {
    const { plan, interval } = validatePayload(checkoutSchema, input) as CheckoutInput;
    const current = await this.get(userId);
    if (current.plan === 'free') throw RpcError.conflict(MembershipMessages.noPaidPlan);
    if (current.cancelAtPeriodEnd) throw RpcError.conflict(MembershipMessages.switchCancelled);
    const same = plan === current.plan && interval === current.interval;
    if (!(await this.memberships.setPendingChange(userId, same ? null : plan, same ? null : interval))) throw RpcError.conflict(MembershipMessages.noPaidPlan);
    return this.get(userId);
  }

  async resume(userId: string): Promise<MembershipDto> {
    const current = await this.get(userId);
    if (current.plan === 'free') throw RpcError.conflict(MembershipMessages.noPaidPlan);
    if (!current.cancelAtPeriodEnd) throw RpcError.conflict(MembershipMessages.notCancelled);
    await this.setRenews(userId, true);
    return this.get(userId);
  }

  private async setRenews(userId: string, renews: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const period = await this.memberships.setCancelAtPeriodEnd(manager, userId, !renews);
      if (!period) throw RpcError.conflict(MembershipMessages.noPaidPlan);
      await publishEvent(manager, IdentityEvents.membershipRenewalChanged, {
        userId, plan: period.plan, interval: period.interval, renews, currentPeriodEnd: new Date(period.currentPeriodEnd).toISOString(), at: new Date().toISOString(),
      });
    });
  }
}
