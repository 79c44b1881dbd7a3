import {
  AccountMessages, IdentityEvents, IdentityPatterns, type AccountDeletedEvent, type Actor, type AuthenticatedUser, type EventEnvelope,
} from '@cannaverse/contracts';
import { replayAccountDeleted, waitFor } from '@cannaverse/platform/testing';
import { rpcFailure, startIdentity, type IdentityHarness } from './identity-harness.js';

let identity: IdentityHarness;
let seq = 0;
const register = async () => {
  const username = `leaving_${Date.now().toString(36)}${seq++}`;
  const { user } = await identity.call<AuthenticatedUser>(IdentityPatterns.register, {
    username, email: `${username}@example.com`, password: 'secret-pw', name: 'Leaving Soon', subscribeToNewsletter: true, marketingConsent: true,
  });
  return { user, actor: { id: user.id, isAdmin: false, tier: 'free' } as Actor };
};
const login = (username: string, password: string) => identity.call<AuthenticatedUser>(IdentityPatterns.verifyCredentials, { username, password });

beforeAll(async () => { identity = await startIdentity(); }, 60_000);
afterAll(async () => identity?.close());

it('needs the password (403 otherwise, 401 signed out, 400 without), then refuses logins at once and publishes one event', async () => {
  const { user, actor } = await register();
  expect(await rpcFailure(identity.call(IdentityPatterns.deleteAccount, { password: 'not-it' }, actor))).toEqual(expect.objectContaining({ status: 403, message: AccountMessages.wrongPassword }));
  expect(await rpcFailure(identity.call(IdentityPatterns.deleteAccount, {}, actor))).toEqual(expect.objectContaining({ status: 400, message: 'Password is required' }));
  expect(await rpcFailure(identity.call(IdentityPatterns.deleteAccount, { password: 'secret-pw' }, null))).toEqual(expect.objectContaining({ status: 401 }));
  expect(await rpcFailure(identity.call(IdentityPatterns.deleteAccount, { password: 'secret-pw', now: true }, actor))).toEqual(expect.objectContaining({ status: 400, message: 'Unknown field: now' }));
  expect((await login(user.username, 'secret-pw')).user.id).toBe(user.id);

  expect(await identity.call(IdentityPatterns.deleteAccount, { password: 'secret-pw' }, actor)).toEqual({ status: 'deleting', requestedAt: expect.any(String) });
  expect(await rpcFailure(login(user.username, 'secret-pw'))).toEqual(expect.objectContaining({ status: 401, message: 'Invalid username or password' }));
  expect(await rpcFailure(identity.call(IdentityPatterns.getUser, { id: user.id }, actor))).toEqual(expect.objectContaining({ status: 404 }));
  // A second request (another tab) finds no account.
  expect(await rpcFailure(identity.call(IdentityPatterns.deleteAccount, { password: 'secret-pw' }, actor))).toEqual(expect.objectContaining({ status: 404 }));
  const { rows } = await identity.db.query(`SELECT payload FROM outbox WHERE name = $1`, [IdentityEvents.accountDeleted]);
  expect(rows.filter((row) => row.payload.userId === user.id)).toHaveLength(1);
});

it('erases identity\'s rows when its event arrives: a tombstone with the id and username only, no membership or subscription; a replay changes nothing', async () => {
  const { user, actor } = await register();
  await identity.db.query(
    `INSERT INTO memberships (user_id, plan, billing_interval, status, provider, current_period_end) VALUES ($1, 'cannanaut', 'month', 'premium', 'demo', now() + interval '20 days')`,
    [user.id],
  );
  await identity.db.query(`UPDATE users SET bio = 'about me', location = 'Berlin', pronouns = 'they' WHERE id = $1`, [user.id]);
  const members = async () => (await identity.call<{ members: number }>(IdentityPatterns.stats, {}, { id: user.id, isAdmin: true, tier: 'free' })).members;
  const before = await members();
  await identity.call(IdentityPatterns.deleteAccount, { password: 'secret-pw' }, actor);
  await waitFor(async () => (await identity.db.query(`SELECT 1 FROM outbox WHERE name = $1 AND payload->>'userId' = $2`, [IdentityEvents.accountErased, user.id])).rows.length === 1, 15_000);
  await identity.waitForConsumerIdle();

  const { rows: [row] } = await identity.db.query('SELECT * FROM users WHERE id = $1', [user.id]);
  expect(row).toMatchObject({
    username: user.username, email: null, password_hash: '!deleted', display_name: null, bio: null, avatar: null, location: null, website: null,
    pronouns: null, is_admin: false, marketing_consent: false, deleted_at: expect.any(Date),
  });
  expect((await identity.db.query('SELECT 1 FROM memberships WHERE user_id = $1', [user.id])).rows).toEqual([]);
  expect((await identity.db.query('SELECT 1 FROM subscribers WHERE lower(email) = lower($1)', [`${user.username}@example.com`])).rows).toEqual([]);
  expect(await members()).toBe(before - 1);
  // The username stays taken: nobody can pass as the departed member in others' mentions.
  expect(await rpcFailure(identity.call(IdentityPatterns.register, { username: user.username, email: 'new@example.com', password: 'secret-pw' })))
    .toEqual(expect.objectContaining({ status: 409 }));

  const { rows: [published] } = await identity.db.query(
    `SELECT id, occurred_at, payload FROM outbox WHERE name = $1 AND payload->>'userId' = $2`, [IdentityEvents.accountDeleted, user.id],
  );
  const envelope: EventEnvelope<typeof IdentityEvents.accountDeleted> = {
    id: published.id, name: IdentityEvents.accountDeleted, occurredAt: new Date(published.occurred_at).toISOString(), payload: published.payload as AccountDeletedEvent,
  };
  const { before: digestsBefore, after } = await replayAccountDeleted(identity, envelope);
  expect(after).toEqual(digestsBefore);
}, 60_000);
