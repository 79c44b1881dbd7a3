import { randomUUID } from 'node:crypto';
import { IdentityEvents, SocialPatterns as P, type Actor, type CommentDto, type Page, type PostDto } from '@cannaverse/contracts';
import { startSocial, waitFor, type SocialHarness } from './social-harness.js';

/**
 * Acceptance: social's user_cards follow identity's events as the outbox relay publishes them
 * (envelope on `events.<name>`, msgID = event id), idempotently and durably.
 */
let social: SocialHarness;
const memberId = randomUUID();
const registeredAt = new Date(Date.now() - 60_000).toISOString();
const card = (overrides: Record<string, unknown> = {}) => ({
  id: memberId, username: 'early_bird', displayName: 'Early Bird', avatar: null as string | null, isAdmin: false, ...overrides,
});
const cardRow = async () => (await social.db.query('SELECT username, display_name, avatar, is_admin FROM user_cards WHERE id = $1', [memberId])).rows[0];

beforeAll(async () => {
  social = await startSocial({ start: false });
  // Published while social has never run: the durable consumer must catch up when it starts.
  await social.publish(IdentityEvents.userRegistered, { ...card(), createdAt: registeredAt }, { occurredAt: registeredAt });
  await social.start();
}, 60_000);
afterAll(async () => social?.close());

it('catches up on events published before it started', async () => {
  await waitFor(async () => (await cardRow()) !== undefined);
  expect(await cardRow()).toEqual({ username: 'early_bird', display_name: 'Early Bird', avatar: null, is_admin: false });
});

it('shows a rename and a new avatar on old posts and comments at once; replays change nothing', async () => {
  const actor: Actor = { id: memberId, isAdmin: false, tier: 'free' };
  const post = await social.call<PostDto>(P.createPost, { content: 'before the rename' }, actor);
  await social.call(P.createComment, { postId: post.id, content: 'my own comment' }, actor);
  expect(post.user).toEqual({ id: memberId, username: 'early_bird', displayName: 'Early Bird', avatar: null });

  const avatar = '/media/avatars/2026/01/11111111-1111-4111-8111-111111111111.jpg';
  const update = await social.publish(IdentityEvents.userUpdated, card({ displayName: 'Late Bloomer', avatar }));
  await social.waitForConsumerIdle();
  const page = await social.call<Page<PostDto>>(P.listFeed, { limit: 5 }, actor);
  expect(page.items.find((p) => p.id === post.id)?.user).toEqual({ id: memberId, username: 'early_bird', displayName: 'Late Bloomer', avatar });
  const comments = await social.call<Page<CommentDto>>(P.listComments, { postId: post.id }, actor);
  expect(comments.items[0].user).toMatchObject({ displayName: 'Late Bloomer', avatar });

  // The same event ids again, as a relay that crashed before marking its rows would send them.
  // A different msgID gets them past JetStream's dedupe, so the inbox is what stops them.
  await social.publish(IdentityEvents.userRegistered, { ...card(), createdAt: registeredAt }, { id: update.id, msgID: randomUUID() });
  await social.publish(IdentityEvents.userUpdated, card({ displayName: 'Replayed' }), { id: update.id, msgID: randomUUID() });
  await social.waitForConsumerIdle();
  expect(await cardRow()).toEqual({ username: 'early_bird', display_name: 'Late Bloomer', avatar, is_admin: false });
  const inbox = await social.db.query('SELECT count(*)::int AS n FROM inbox WHERE event_id = $1', [update.id]);
  expect(inbox.rows[0].n).toBe(1);
});

it('ignores an older change that arrives late under a new event id', async () => {
  const stale = new Date(Date.now() - 30_000).toISOString();
  await social.publish(IdentityEvents.userUpdated, card({ displayName: 'Stale Name' }), { occurredAt: stale });
  await social.waitForConsumerIdle();
  expect((await cardRow()).display_name).toBe('Late Bloomer');
});

it('catches up again after a restart', async () => {
  await social.stop();
  await social.publish(IdentityEvents.userUpdated, card({ username: 'renamed_bird', displayName: 'Renamed' }));
  await social.start();
  await waitFor(async () => (await cardRow()).username === 'renamed_bird');
  expect(await cardRow()).toMatchObject({ username: 'renamed_bird', display_name: 'Renamed' });
});
