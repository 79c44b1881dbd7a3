import { randomUUID } from 'node:crypto';
import {
  ContentEvents, ERASING_SERVICES, IdentityEvents, ModerationEvents, ModerationPatterns as P, NotificationsEvents, SocialEvents, StreamingEvents,
  type ModerationDashboardDto,
} from '@cannaverse/contracts';
import { deleteAccount, noneOf, replayAccountDeleted, rowsNaming } from '@cannaverse/platform/testing';
import { pruneMessageText } from '../src/retention/message-text-retention.js';
import { sendMessageEvent, startModeration, type ModerationHarness } from './moderation-harness.js';

let moderation: ModerationHarness;

beforeAll(async () => {
  moderation = await startModeration();
}, 60_000);
afterAll(async () => moderation?.close());

const MEMBER_COLUMNS = {
  message_copies: ['sender_id', 'receiver_id'], message_reports: ['reporter_id'], content_reports: ['reporter_id', 'author_id'],
  moderation_decisions: ['subject_id'], admin_audit_log: ['subject_ids[]'], user_cards: ['id'],
};

async function contentReport(reporterId: string, authorId: string | null, details: string | null): Promise<string> {
  const { rows } = await moderation.db.query<{ id: string }>(
    `INSERT INTO content_reports (target_type, target_id, reporter_id, rule, details, author_id, excerpt)
     VALUES ('post', $1, $2, 'spam', $3, $4, 'the excerpt') RETURNING id`, [randomUUID(), reporterId, details, authorId],
  );
  return rows[0].id;
}

it('a deleted account leaves nothing in moderation; reports the member made stay without them; a replay changes nothing', async () => {
  const [leaving, other, admin] = [await moderation.member(), await moderation.member(), await moderation.member({ isAdmin: true })];
  const sent = await sendMessageEvent(moderation, leaving, other, 'a message from the member');
  await sendMessageEvent(moderation, other, leaving, 'a reply');
  const kept = await sendMessageEvent(moderation, other, admin, 'a conversation that stays');
  await moderation.db.query(`INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, 'rude')`, [sent.messageId, other.id]);
  const byThem = await contentReport(leaving.id, other.id, 'my own words about it');
  const aboutThem = await contentReport(other.id, leaving.id, null);
  await moderation.db.query(
    `INSERT INTO moderation_decisions (report_id, target_type, target_id, subject_id, action, rule, excerpt, admin_id) VALUES ($1, 'post', 'x', $2, 'warn', 'spam', 'text', $3)`,
    [aboutThem, leaving.id, admin.id],
  );
  await moderation.db.query(`INSERT INTO admin_audit_log (admin_id, action, subject_ids, reason) VALUES ($1, 'user_lookup', $2, 'Looked up')`, [admin.id, [leaving.id, other.id]]);

  const envelope = await deleteAccount(moderation, leaving.id);
  expect(await rowsNaming(moderation.db, leaving.id, MEMBER_COLUMNS)).toEqual(noneOf(MEMBER_COLUMNS));
  const { rows: reports } = await moderation.db.query('SELECT id, reporter_id, details, author_id, excerpt, rule FROM content_reports WHERE id = ANY($1) ORDER BY reporter_id NULLS FIRST', [[byThem, aboutThem]]);
  expect(reports).toEqual([
    { id: byThem, reporter_id: null, details: null, author_id: other.id, excerpt: 'the excerpt', rule: 'spam' },
    { id: aboutThem, reporter_id: other.id, details: null, author_id: null, excerpt: null, rule: 'spam' },
  ]);
  expect((await moderation.db.query('SELECT subject_ids FROM admin_audit_log WHERE admin_id = $1', [admin.id])).rows).toEqual([{ subject_ids: [other.id] }]);
  expect((await moderation.db.query('SELECT id FROM message_copies WHERE id = $1', [kept.messageId])).rows).toHaveLength(1);
  const { rows } = await moderation.db.query(`SELECT payload FROM outbox WHERE name = $1`, [ModerationEvents.accountErased]);
  expect(rows).toEqual([{ payload: { userId: leaving.id, service: 'moderation', at: expect.any(String) } }]);

  const { before, after } = await replayAccountDeleted(moderation, envelope, ['account_erasures']);
  expect(after).toEqual(before);
}, 90_000);

it('records every service\'s erasure: the dashboard lists a deletion in progress, then finished, service by service', async () => {
  const [admin, leaving] = [await moderation.member({ isAdmin: true }), await moderation.member()];
  await deleteAccount(moderation, leaving.id);
  const erased = (event: typeof SocialEvents.accountErased | typeof ContentEvents.accountErased, service: 'social' | 'content') =>
    moderation.publish(event, { userId: leaving.id, service, at: new Date().toISOString() });
  await erased(SocialEvents.accountErased, 'social');
  await moderation.waitForConsumerIdle();
  const during = await moderation.call<ModerationDashboardDto>(P.dashboard, {}, admin);
  const entry = during.accountErasures.inProgress.find((e) => e.userId === leaving.id);
  expect(entry).toMatchObject({ requestedAt: expect.any(String), finishedAt: null });
  expect(entry?.services.map((s) => [s.service, s.erasedAt !== null])).toEqual(ERASING_SERVICES.map((s) => [s, s === 'social' || s === 'moderation']));

  await erased(ContentEvents.accountErased, 'content');
  for (const [event, service] of [
    [IdentityEvents.accountErased, 'identity'], [StreamingEvents.accountErased, 'streaming'], [NotificationsEvents.accountErased, 'notifications'],
  ] as const) await moderation.publish(event, { userId: leaving.id, service, at: new Date().toISOString() });
  await moderation.waitForConsumerIdle();
  const done = await moderation.call<ModerationDashboardDto>(P.dashboard, {}, admin);
  expect(done.accountErasures.inProgress.map((e) => e.userId)).not.toContain(leaving.id);
  expect(done.accountErasures.finished[0]).toMatchObject({ userId: leaving.id, finishedAt: expect.any(String) });
  expect(done.accountErasures.finished[0].services.every((s) => s.erasedAt !== null)).toBe(true);
}, 60_000);

it('keeps a message\'s text while a report about it is open and 30 days after; an unreported message\'s 30 days after it was sent', async () => {
  const [a, b] = [await moderation.member(), await moderation.member()];
  const old = new Date(Date.now() - 40 * 86_400_000);
  const texts = ['unreported', 'open report', 'decided long ago', 'decided yesterday'];
  const ids: string[] = [];
  for (const content of texts) {
    const event = await sendMessageEvent(moderation, a, b, content);
    await moderation.db.query('UPDATE message_copies SET created_at = $2 WHERE id = $1', [event.messageId, old]);
    ids.push(event.messageId);
  }
  await moderation.db.query(`INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, 'rude')`, [ids[1], b.id]);
  await moderation.db.query(
    `INSERT INTO message_reports (message_id, reporter_id, reason, status, reviewed_by, reviewed_at) VALUES ($1, $2, 'rude', 'dismissed', $2, $3), ($4, $2, 'rude', 'resolved', $2, $5)`,
    [ids[2], b.id, old, ids[3], new Date(Date.now() - 86_400_000)],
  );
  await pruneMessageText(moderation.dataSource().manager, new Date(), 2);
  const { rows } = await moderation.db.query('SELECT id, content FROM message_copies WHERE id = ANY($1)', [ids]);
  const byId = Object.fromEntries(rows.map((row) => [row.id, row.content]));
  expect(ids.map((id) => byId[id])).toEqual(['', 'open report', '', 'decided yesterday']);
});
