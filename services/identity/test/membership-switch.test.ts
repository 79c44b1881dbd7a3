import {
  IdentityPatterns as P, MembershipMessages, type Actor, type AuthenticatedUser, type MembershipDto,
} from '@cannaverse/contracts';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

/** Switching plan or interval (issue 25; spec: effective next billing cycle). */
let identity: IdentityHarness;
let seq = 0;
const register = async (): Promise<Actor> => {
  const username = `switch_${Date.now().toString(36)}${seq++}`;
  const { user } = await identity.call<AuthenticatedUser>(P.register, { username, email: `${username}@example.com`, password: 'secret-pw' });
  return { id: user.id, isAdmin: false, tier: 'free' };
};

beforeAll(async () => { identity = await startIdentity(); }, 60_000);
afterAll(async () => identity?.close());

describe('switching plan or interval', () => {
  it('keeps the running plan and shows the switch with its date; the same plan withdraws it; a checkout clears it', async () => {
    const actor = await register();
    expect(await rpcFailure(identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'year' }, actor)))
      .toEqual(expect.objectContaining({ status: 409, message: MembershipMessages.noPaidPlan }));
    const paid = await identity.call<MembershipDto>(P.checkout, { plan: 'cannanaut', interval: 'month' }, actor);
    expect(paid.pendingChange).toBeNull();

    const switched = await identity.call<MembershipDto>(P.switchMembership, { plan: 'connoisseur', interval: 'year' }, actor);
    expect(switched).toMatchObject({
      status: 'premium', plan: 'cannanaut', interval: 'month', currentPeriodEnd: paid.currentPeriodEnd,
      pendingChange: { plan: 'connoisseur', interval: 'year', effectiveAt: paid.currentPeriodEnd },
    });
    expect((await identity.call<MembershipDto>(P.getMembership, {}, actor)).pendingChange).toEqual(switched.pendingChange);
    // The interval alone.
    expect((await identity.call<MembershipDto>(P.switchMembership, { plan: 'cannanaut', interval: 'year' }, actor)).pendingChange)
      .toEqual({ plan: 'cannanaut', interval: 'year', effectiveAt: paid.currentPeriodEnd });
    expect((await identity.call<MembershipDto>(P.switchMembership, { plan: 'cannanaut', interval: 'month' }, actor)).pendingChange).toBeNull();

    expect(await rpcFailure(identity.call(P.switchMembership, { plan: 'gold', interval: 'month' }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: 'Plan must be cannanaut or connoisseur' }));
    expect(await rpcFailure(identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'week' }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: 'Interval must be month or year' }));

    await identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'month' }, actor);
    const renewedNow = await identity.call<MembershipDto>(P.checkout, { plan: 'connoisseur', interval: 'month' }, actor);
    expect(renewedNow).toMatchObject({ plan: 'connoisseur', pendingChange: null });
  });

  it('a cancelled plan cannot switch until resumed, and cancelling drops a pending switch', async () => {
    const actor = await register();
    await identity.call(P.checkout, { plan: 'cannanaut', interval: 'month' }, actor);
    await identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'month' }, actor);
    expect((await identity.call<MembershipDto>(P.cancelMembership, {}, actor)).pendingChange).toBeNull();
    expect(await rpcFailure(identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'year' }, actor)))
      .toEqual(expect.objectContaining({ status: 409, message: MembershipMessages.switchCancelled }));
    expect((await identity.call<MembershipDto>(P.resumeMembership, {}, actor)).pendingChange).toBeNull();
    expect((await identity.call<MembershipDto>(P.switchMembership, { plan: 'connoisseur', interval: 'year' }, actor)).pendingChange)
      .toMatchObject({ plan: 'connoisseur', interval: 'year' });
    expect(await rpcFailure(identity.call(P.switchMembership, { plan: 'connoisseur', interval: 'year' }, null))).toEqual(expect.objectContaining({ status: 401 }));
  });
});
