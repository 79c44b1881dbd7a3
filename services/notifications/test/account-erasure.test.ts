import { NotificationsEvents } from '@cannaverse/contracts';
import { deleteAccount, noneOf, replayAccountDeleted, rowsNaming } from '@cannaverse/platform/testing';
import { listOf, socialEvents, startNotifications, type NotificationsHarness } from './notifications-harness.js';

let service: NotificationsHarness;
let social: ReturnType<typeof socialEvents>;

beforeAll(async () => {
  service = await startNotifications();
  social = socialEvents(service);
}, 60_000);
afterAll(async () => service?.close());

const MEMBER_COLUMNS = {
  notification_groups: ['recipient_id'], notification_items: ['recipient_id', 'actor_id'], notification_settings: ['user_id'],
  follows: ['follower_id', 'following_id'], posts: ['author_id'], user_cards: ['id'],
};

it('a deleted account leaves nothing in notifications: what they received, what they made for others, settings, projections; a replay changes nothing', async () => {
  const [leaving, other, third] = [await service.member(), await service.member(), await service.member()];
  await service.db.query('INSERT INTO notification_settings (user_id) VALUES ($1)', [leaving.id]);
  const theirs = await social.post(leaving, `Hello @${other.username}`);
  const others = await social.post(other, 'My harvest');
  await social.like(others, leaving);
  await social.like(others, third);
  await social.comment(others, leaving, 'Nice');
  await social.follow(leaving, other);
  await social.follow(other, leaving);
  await social.like(theirs, other);
  expect((await listOf(service, other)).length).toBeGreaterThan(0);

  const envelope = await deleteAccount(service, leaving.id);
  expect(await rowsNaming(service.db, leaving.id, MEMBER_COLUMNS)).toEqual(noneOf(MEMBER_COLUMNS));
  // The other member's notifications: the like group keeps the third member only; the comment, follow and mention went.
  const left = await listOf(service, other);
  expect(left).toEqual([expect.objectContaining({ type: 'like', count: 1, actors: [expect.objectContaining({ id: third.id })] })]);
  const { rows } = await service.db.query(`SELECT payload FROM outbox WHERE name = $1`, [NotificationsEvents.accountErased]);
  expect(rows).toEqual([{ payload: { userId: leaving.id, service: 'notifications', at: expect.any(String) } }]);

  const { before, after } = await replayAccountDeleted(service, envelope);
  expect(after).toEqual(before);
}, 60_000);
