import { randomUUID } from 'node:crypto';
import { MEMBER_EXPORT_PARTS, type Actor } from '@cannaverse/contracts';
import { exportedParts } from '@cannaverse/platform/testing';
import { startNotifications, type NotificationsHarness } from './notifications-harness.js';

/** Notifications' part of a member's data export (issue 25): their notifications and settings; nothing of another member. */
let notifications: NotificationsHarness;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  notifications = await startNotifications();
  alice = await notifications.member();
  bob = await notifications.member();
}, 60_000);
afterAll(async () => notifications?.close());

it('holds the member\'s notifications and settings, and nothing of another member', async () => {
  await notifications.db.query(`INSERT INTO notification_groups (recipient_id, type, group_key, excerpt, count, latest_at) VALUES
    ($1, 'like', $3, 'alice got a like', 1, now()), ($2, 'follow', $4, 'bob got a follow', 1, now())`, [alice.id, bob.id, randomUUID(), randomUUID()]);
  await notifications.db.query(`INSERT INTO notification_settings (user_id, "like") VALUES ($1, false), ($2, true)`, [alice.id, bob.id]);

  const { parts } = await exportedParts(notifications, 'notifications', Object.keys(MEMBER_EXPORT_PARTS.notifications), alice.id);
  expect(parts.notifications).toEqual([expect.objectContaining({ type: 'like', excerpt: 'alice got a like', count: 1 })]);
  expect(parts['notification-settings']).toEqual([expect.objectContaining({ like: false })]);
  expect(JSON.stringify(parts)).not.toContain('bob got a follow');
});
