import { randomUUID } from 'node:crypto';
import { MEMBER_EXPORT_PARTS, type Actor } from '@cannaverse/contracts';
import { exportedParts } from '@cannaverse/platform/testing';
import { startModeration, type ModerationHarness } from './moderation-harness.js';

/** Moderation's part of a member's data export (issue 25): reports made and their outcome, decisions about them; never who decided. */
let moderation: ModerationHarness;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  moderation = await startModeration();
  alice = await moderation.member();
  bob = await moderation.member();
}, 60_000);
afterAll(async () => moderation?.close());

it('holds the reports the member made with what was decided, the decisions about them, and nothing of another member or of the moderator', async () => {
  const admin = randomUUID();
  const report = async (reporterId: string, targetId: string, details: string) => (await moderation.db.query(
    `INSERT INTO content_reports (target_type, target_id, reporter_id, rule, details, author_id) VALUES ('post', $1, $2, 'spam', $3, $4) RETURNING id`,
    [targetId, reporterId, details, reporterId === alice.id ? bob.id : alice.id])).rows[0].id as string;
  const aliceReport = await report(alice.id, randomUUID(), 'alice reports spam');
  const bobReport = await report(bob.id, randomUUID(), 'bob reports alice');
  const decision = (await moderation.db.query(
    `INSERT INTO moderation_decisions (report_id, target_type, target_id, subject_id, action, rule, admin_id) VALUES ($1, 'post', 'x', $2, 'warn', 'spam', $3) RETURNING id`,
    [bobReport, alice.id, admin])).rows[0].id as string;
  await moderation.db.query(`UPDATE content_reports SET status = 'actioned', decision_id = $1 WHERE id = $2`, [decision, bobReport]);
  const message = randomUUID();
  await moderation.db.query(`INSERT INTO message_copies (id, sender_id, receiver_id, content, created_at) VALUES ($1, $2, $3, 'rude words', now())`, [message, bob.id, alice.id]);
  await moderation.db.query(`INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, 'harassment')`, [message, alice.id]);

  const { parts } = await exportedParts(moderation, 'moderation', Object.keys(MEMBER_EXPORT_PARTS.moderation), alice.id);
  expect(parts['reports-made']).toEqual([expect.objectContaining({ id: aliceReport, details: 'alice reports spam', status: 'pending', decision: null })]);
  expect(parts['message-reports-made']).toEqual([expect.objectContaining({ message_id: message, reason: 'harassment' })]);
  expect(parts['decisions-about-you']).toEqual([expect.objectContaining({ id: decision, action: 'warn' })]);
  const text = JSON.stringify(parts);
  expect(text).not.toContain(admin);
  expect(text).not.toContain('bob reports alice');
  expect(text).not.toContain(bob.id);
});
