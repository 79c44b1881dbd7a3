import { randomUUID } from 'node:crypto';
import { IdentityPatterns, ModerationEvents, suspendedLoginMessage, type AuthenticatedUser } from '@cannaverse/contracts';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

/** Identity learns of suspensions from moderation's events (its own table) and refuses the member's sign-in. */
let identity: IdentityHarness;
let seq = 0;
const register = async () => {
  const username = `suspended_${Date.now().toString(36)}${seq++}`;
  const { user } = await identity.call<AuthenticatedUser>(IdentityPatterns.register, { username, email: `${username}@example.com`, password: 'secret-pw' });
  return { id: user.id, username };
};
const login = (username: string, password = 'secret-pw') => identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username, password });
const adminId = randomUUID();

beforeAll(async () => {
  identity = await startIdentity();
}, 60_000);
afterAll(async () => identity?.close());

describe('a suspended member signing in', () => {
  it('is refused with the end date and the reason, only once the password is right; lifting lets them in', async () => {
    const member = await register();
    const until = new Date(Date.now() + 7 * 86_400_000);
    until.setUTCHours(14, 5, 0, 0);
    await identity.publish(ModerationEvents.memberSuspended, { userId: member.id, until: until.toISOString(), reason: 'Repeated harassment', decidedBy: adminId, at: new Date().toISOString() });
    await identity.waitForConsumerIdle();
    const refused = await rpcFailure(login(member.username));
    expect(refused).toEqual({ status: 403, message: suspendedLoginMessage(until, 'Repeated harassment') });
    expect(refused.message).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}, 14:05 UTC: Repeated harassment$/);
    // A wrong password learns nothing about the suspension.
    expect(await rpcFailure(login(member.username, 'wrong-password'))).toEqual({ status: 401, message: 'Invalid username or password' });

    await identity.publish(ModerationEvents.memberUnsuspended, { userId: member.id, liftedBy: adminId, at: new Date().toISOString() });
    await identity.waitForConsumerIdle();
    expect((await login(member.username)).user.id).toBe(member.id);
  });

  it('a permanent suspension says so; a late redelivery of an older suspension does not undo a lift', async () => {
    const member = await register();
    const suspendedAt = new Date(Date.now() - 60_000).toISOString();
    await identity.publish(ModerationEvents.memberSuspended, { userId: member.id, until: null, reason: 'Spam', decidedBy: adminId, at: suspendedAt });
    await identity.waitForConsumerIdle();
    expect(await rpcFailure(login(member.username))).toEqual({ status: 403, message: 'Your account is suspended permanently: Spam' });
    await identity.publish(ModerationEvents.memberUnsuspended, { userId: member.id, liftedBy: adminId, at: new Date().toISOString() });
    await identity.publish(ModerationEvents.memberSuspended, { userId: member.id, until: null, reason: 'Spam', decidedBy: adminId, at: suspendedAt }, { id: randomUUID() });
    await identity.waitForConsumerIdle();
    expect((await login(member.username)).user.id).toBe(member.id);
  });

  it('a timed suspension ends by itself at its end date', async () => {
    const member = await register();
    await identity.publish(ModerationEvents.memberSuspended, { userId: member.id, until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Cool off', decidedBy: adminId, at: new Date().toISOString() });
    await identity.waitForConsumerIdle();
    expect((await rpcFailure(login(member.username))).status).toBe(403);
    await identity.db.query(`UPDATE suspended_members SET until = now() - interval '1 second' WHERE user_id = $1`, [member.id]);
    expect((await login(member.username)).user.id).toBe(member.id);
  });
});
