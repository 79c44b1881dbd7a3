import {
  AccountMessages, IdentityEvents, IdentityPatterns, MembershipMessages, ValidationMessages as M,
  type Actor, type AuthenticatedUser, type MembershipDto, type OnboardingStateDto, type UserDto,
} from '@cannaverse/contracts';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

let identity: IdentityHarness;
let seq = 0;
const register = async () => {
  const username = `settings_${Date.now().toString(36)}${seq++}`;
  const { user } = await identity.call<AuthenticatedUser>(IdentityPatterns.register, { username, email: `${username}@example.com`, password: 'secret-pw' });
  return { user, actor: { id: user.id, isAdmin: false, tier: 'free' } as Actor };
};
const login = (username: string, password: string) => identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username, password });

beforeAll(async () => { identity = await startIdentity(); }, 60_000);
afterAll(async () => identity?.close());

describe('password change', () => {
  it('needs the current password (403 otherwise), keeps the registration rules, and then only the new password signs in', async () => {
    const { user, actor } = await register();
    expect(await rpcFailure(identity.call(IdentityPatterns.changePassword, { currentPassword: 'not-it', newPassword: 'brand-new-pw' }, actor)))
      .toEqual(expect.objectContaining({ status: 403, message: AccountMessages.wrongCurrentPassword }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changePassword, { currentPassword: 'secret-pw', newPassword: '12345' }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: M.passwordMin }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changePassword, { currentPassword: 'secret-pw', newPassword: 'x'.repeat(257) }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: "Password can't exceed 256 characters" }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changePassword, { newPassword: 'brand-new-pw' }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: 'Current password is required' }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changePassword, { currentPassword: 'secret-pw', newPassword: 'brand-new-pw' }, null)))
      .toEqual(expect.objectContaining({ status: 401 }));

    expect(await identity.call(IdentityPatterns.changePassword, { currentPassword: 'secret-pw', newPassword: 'brand-new-pw' }, actor)).toEqual({ ok: true });
    expect(await rpcFailure(login(user.username, 'secret-pw'))).toEqual(expect.objectContaining({ status: 401 }));
    expect((await login(user.username, 'brand-new-pw')).user.id).toBe(user.id);
    const { rows } = await identity.db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('email change', () => {
  it('needs the password, refuses a bad, the same or a taken email, and answers the member with the new email', async () => {
    const { user, actor } = await register();
    const { user: other } = await register();
    const fresh = `fresh_${seq++}_${Date.now()}@example.com`;
    expect(await rpcFailure(identity.call(IdentityPatterns.changeEmail, { password: 'wrong-pw', email: fresh }, actor)))
      .toEqual(expect.objectContaining({ status: 403, message: AccountMessages.wrongPassword }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changeEmail, { password: 'secret-pw', email: 'nope' }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: M.emailInvalid }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changeEmail, { password: 'secret-pw', email: user.email!.toUpperCase() }, actor)))
      .toEqual(expect.objectContaining({ status: 400, message: AccountMessages.sameEmail }));
    expect(await rpcFailure(identity.call(IdentityPatterns.changeEmail, { password: 'secret-pw', email: other.email!.toUpperCase() }, actor)))
      .toEqual(expect.objectContaining({ status: 409, message: AccountMessages.emailTaken }));

    const changed = await identity.call<UserDto>(IdentityPatterns.changeEmail, { password: 'secret-pw', email: fresh }, actor);
    expect(changed).toMatchObject({ id: user.id, email: fresh });
    expect((await identity.call<UserDto>(IdentityPatterns.getUser, { id: user.id }, actor)).email).toBe(fresh);
  });
});

describe('onboarding state', () => {
  it('starts with nothing done, and a step once done stays done', async () => {
    const { actor } = await register();
    expect(await identity.call<OnboardingStateDto>(IdentityPatterns.getOnboarding, {}, actor)).toEqual({ profileSetupComplete: false, tutorialCompleted: false });
    expect(await identity.call(IdentityPatterns.updateOnboarding, { profileSetupComplete: true }, actor)).toEqual({ profileSetupComplete: true, tutorialCompleted: false });
    expect(await identity.call(IdentityPatterns.updateOnboarding, { profileSetupComplete: false, tutorialCompleted: true }, actor))
      .toEqual({ profileSetupComplete: true, tutorialCompleted: true });
    expect(await rpcFailure(identity.call(IdentityPatterns.updateOnboarding, { tutorialCompleted: 'yes' }, actor))).toEqual(expect.objectContaining({ status: 400 }));
    expect(await rpcFailure(identity.call(IdentityPatterns.updateOnboarding, { wizard: true }, actor))).toEqual(expect.objectContaining({ status: 400, message: 'Unknown field: wizard' }));
  });
});

describe('membership cancel and resume', () => {
  it('cancels at the end of the paid period (still premium until then), resumes, and ends as free once the period is over', async () => {
    const { actor } = await register();
    expect(await rpcFailure(identity.call(IdentityPatterns.cancelMembership, {}, actor))).toEqual(expect.objectContaining({ status: 409, message: MembershipMessages.noPaidPlan }));
    const paid = await identity.call<MembershipDto>(IdentityPatterns.checkout, { plan: 'cannanaut', interval: 'month' }, actor);
    expect(paid.cancelAtPeriodEnd).toBe(false);
    expect(await rpcFailure(identity.call(IdentityPatterns.resumeMembership, {}, actor))).toEqual(expect.objectContaining({ status: 409, message: MembershipMessages.notCancelled }));

    const cancelled = await identity.call<MembershipDto>(IdentityPatterns.cancelMembership, {}, actor);
    expect(cancelled).toMatchObject({ status: 'premium', plan: 'cannanaut', cancelAtPeriodEnd: true, currentPeriodEnd: paid.currentPeriodEnd });
    expect(await identity.call(IdentityPatterns.resumeMembership, {}, actor)).toMatchObject({ status: 'premium', cancelAtPeriodEnd: false });
    await identity.call(IdentityPatterns.cancelMembership, {}, actor);

    // The period ends (simulated): the member is on the free plan, and a new checkout starts a renewing plan.
    await identity.db.query(`UPDATE memberships SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [actor.id]);
    expect(await identity.call(IdentityPatterns.getMembership, {}, actor)).toMatchObject({ status: 'free', plan: 'free', cancelAtPeriodEnd: false });
    expect(await rpcFailure(identity.call(IdentityPatterns.cancelMembership, {}, actor))).toEqual(expect.objectContaining({ status: 409 }));
    expect(await rpcFailure(identity.call(IdentityPatterns.resumeMembership, {}, actor))).toEqual(expect.objectContaining({ status: 409, message: MembershipMessages.noPaidPlan }));
    expect(await identity.call(IdentityPatterns.checkout, { plan: 'connoisseur', interval: 'year' }, actor)).toMatchObject({ status: 'connoisseur', cancelAtPeriodEnd: false });
  });

  it('tells the member (through the outbox) whether the plan renews: on checkout, cancel and resume; not on a refused cancel', async () => {
    const { actor } = await register();
    const renewals = async () => (await identity.db.query(
      `SELECT payload FROM outbox WHERE name = $1 AND payload->>'userId' = $2 ORDER BY occurred_at`, [IdentityEvents.membershipRenewalChanged, actor.id],
    )).rows.map((row: { payload: { renews: boolean; plan: string; currentPeriodEnd: string } }) => row.payload);
    await rpcFailure(identity.call(IdentityPatterns.cancelMembership, {}, actor));
    expect(await renewals()).toEqual([]);
    const paid = await identity.call<MembershipDto>(IdentityPatterns.checkout, { plan: 'cannanaut', interval: 'month' }, actor);
    await identity.call(IdentityPatterns.cancelMembership, {}, actor);
    await identity.call(IdentityPatterns.resumeMembership, {}, actor);
    const period = { userId: actor.id, plan: 'cannanaut', interval: 'month', currentPeriodEnd: paid.currentPeriodEnd, at: expect.any(String) };
    expect(await renewals()).toEqual([{ ...period, renews: true }, { ...period, renews: false }, { ...period, renews: true }]);
  });
});
