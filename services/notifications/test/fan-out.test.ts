import { StreamingEvents } from '@cannaverse/contracts';
import { startNotifications, type NotificationsHarness } from './notifications-harness.js';

let service: NotificationsHarness;

beforeAll(async () => { service = await startNotifications(); }, 60_000);
afterAll(async () => service?.close());

describe('live fan-out at scale', () => {
  it('a creator with 10,000 followers: every one is notified within 10 s of the stream starting (muted and switched-off followers not)', async () => {
    const creator = await service.member();
    const followers = 10_000;
    // The follow graph as social's events would have made it (written directly: 10,000 events are not the point here).
    await service.db.query(
      `INSERT INTO follows (follower_id, following_id) SELECT md5($1 || i)::uuid, $2::uuid FROM generate_series(1, $3::int) AS i`,
      [creator.id, creator.id, followers],
    );
    await service.db.query(`INSERT INTO member_mutes (muter_id, muted_id) VALUES (md5($1 || 1)::uuid, $1::uuid)`, [creator.id]);
    await service.db.query(`INSERT INTO notification_settings (user_id, live) VALUES (md5($1 || 2)::uuid, false)`, [creator.id]);
    const started = Date.now();
    const envelope = await service.publish(StreamingEvents.streamStarted, { streamId: 9001, userId: creator.id, title: 'Big show', isPrivate: false, startedAt: new Date().toISOString() });
    let notified = 0;
    while (Date.now() - started < 10_000) {
      notified = (await service.db.query('SELECT count(*)::int AS n FROM notification_items WHERE event_id = $1', [envelope.id])).rows[0].n;
      if (notified >= followers - 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsed = Date.now() - started;
    console.log(`live fan-out to ${followers} followers: ${elapsed} ms`);
    expect(notified).toBe(followers - 2);
    expect(elapsed).toBeLessThan(10_000);
    // The gateway's cues: one event per 500 recipients.
    const { rows } = await service.db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = 'notifications.notification.created' AND occurred_at >= $1`, [new Date(started)]);
    expect(rows[0].n).toBe(Math.ceil((followers - 2) / 500));
  }, 60_000);
});
