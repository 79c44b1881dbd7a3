import { randomUUID } from 'node:crypto';
import {
  ModerationEvents, ModerationPatterns as P, ReportMessages as E, SocialEvents, type Page, type ReportOutcomeDto, type ReportReceiptDto,
} from '@cannaverse/contracts';
import { rpcFailure, sendMessageEvent, startModeration, type ModerationHarness } from './moderation-harness.js';

let moderation: ModerationHarness;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const report = (actor: { id: string; isAdmin: boolean; tier: 'free' }, messageId: string, reason: unknown = 'Spam') =>
  moderation.call<ReportReceiptDto>(P.createReport, { messageId, reason }, actor);

beforeAll(async () => { moderation = await startModeration(); }, 60_000);
afterAll(async () => moderation?.close());

describe('reporting a message', () => {
  it('the receiver may report it once; it starts pending and publishes moderation.report.created', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'buy my stuff');
    const receipt = await report(b, message.messageId, '  Spam  ');
    expect(receipt).toEqual({ id: expect.any(String), messageId: message.messageId, status: 'pending', createdAt: expect.any(String) });
    const { rows } = await moderation.db.query('SELECT reason, status, reporter_id FROM message_reports WHERE id = $1', [receipt.id]);
    expect(rows).toEqual([{ reason: 'Spam', status: 'pending', reporter_id: b.id }]);
    expect(await rpcFailure(report(b, message.messageId))).toEqual({ status: 409, message: E.alreadyReported });
    const events = (await moderation.db.query('SELECT payload FROM outbox WHERE name = $1', [ModerationEvents.reportCreated])).rows.map((r) => r.payload);
    expect(events).toContainEqual({ reportId: receipt.id, messageId: message.messageId, reporterId: b.id, createdAt: receipt.createdAt });
  });

  it('its sender cannot report their own message (issue 20: 403, nothing stored)', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'my own words');
    expect(await rpcFailure(report(a, message.messageId, 'I sent this by mistake to the wrong person'))).toEqual({ status: 403, message: "You can't report your own message" });
    expect((await moderation.db.query('SELECT count(*)::int AS n FROM message_reports WHERE message_id = $1', [message.messageId])).rows[0].n).toBe(0);
    // The receiver still may.
    expect((await report(b, message.messageId)).status).toBe('pending');
  });

  it('a third member cannot report it: to them it does not exist (404)', async () => {
    const [a, b, c] = [await moderation.member(), await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'private words');
    expect(await rpcFailure(report(c, message.messageId))).toEqual({ status: 404, message: E.messageNotFound });
    expect(await rpcFailure(report(c, UNKNOWN))).toEqual({ status: 404, message: E.messageNotFound });
    expect(await rpcFailure(report(c, 'not-a-uuid'))).toEqual({ status: 404, message: E.messageNotFound });
    expect((await moderation.db.query('SELECT count(*)::int AS n FROM message_reports WHERE message_id = $1', [message.messageId])).rows[0].n).toBe(0);
  });

  it('refuses a blank, missing or overlong reason, visitors and unknown fields', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'hello');
    expect(await rpcFailure(report(b, message.messageId, '   '))).toEqual({ status: 400, message: E.reasonRequired });
    expect(await rpcFailure(moderation.call(P.createReport, { messageId: message.messageId }, b))).toEqual({ status: 400, message: E.reasonRequired });
    expect(await rpcFailure(report(b, message.messageId, 'x'.repeat(501)))).toEqual({ status: 400, message: E.reasonMax });
    expect(await rpcFailure(report(b, message.messageId, 7))).toEqual({ status: 400, message: 'reason must be a string' });
    expect(await rpcFailure(report(b, message.messageId, '\u200B\u202E \uFE0F'))).toEqual({ status: 400, message: E.reasonRequired });
    expect((await moderation.db.query('SELECT count(*)::int AS n FROM message_reports WHERE message_id = $1', [message.messageId])).rows[0].n).toBe(0);
    expect(await rpcFailure(moderation.call(P.createReport, { messageId: message.messageId, reason: 'x', status: 'resolved' }, b))).toEqual({ status: 400, message: 'Unknown field: status' });
    expect(await rpcFailure(moderation.call(P.createReport, { messageId: message.messageId, reason: 'x' }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('a reason that could deceive (issue 20)', () => {
  it('refuses bidi overrides, zero-width characters, controls and noncharacters, but keeps line breaks and emoji', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'hello');
    for (const reason of ['Spam \u202Eesuba', 'Sp\u200Bam', 'Spam\u0007', 'Spam\u009B', 'Spam\uFDD0']) {
      expect(await rpcFailure(report(b, message.messageId, reason))).toEqual({ status: 400, message: 'Reason contains characters that are not allowed' });
    }
    const receipt = await report(b, message.messageId, 'Spam,\nthen threats 😠');
    const { rows } = await moderation.db.query('SELECT reason FROM message_reports WHERE id = $1', [receipt.id]);
    expect(rows).toEqual([{ reason: 'Spam,\nthen threats 😠' }]);
  });
});

describe('the reporter learns the outcome', () => {
  it('lists reviewed reports with an excerpt until the reporter dismisses the notice', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const admin = await moderation.member({ isAdmin: true });
    const message = await sendMessageEvent(moderation, a, b, `Rude words ${'!'.repeat(100)}`);
    const receipt = await report(b, message.messageId, 'Harassment');
    const outcomes = () => moderation.call<Page<ReportOutcomeDto>>(P.listReportOutcomes, {}, b);
    expect((await outcomes()).items).toEqual([]);
    await moderation.call(P.updateReportStatus, { reportId: receipt.id, status: 'resolved' }, admin);
    const listed = await outcomes();
    expect(listed.items).toEqual([{ reportId: receipt.id, messageId: message.messageId, status: 'resolved', reviewedAt: expect.any(String), messageExcerpt: message.content.slice(0, 80) }]);
    // Only the reporter sees it.
    expect((await moderation.call<Page<ReportOutcomeDto>>(P.listReportOutcomes, {}, a)).items).toEqual([]);
    expect(await rpcFailure(moderation.call(P.dismissReportOutcome, { reportId: receipt.id }, a))).toEqual({ status: 404, message: E.reportNotFound });
    expect(await moderation.call(P.dismissReportOutcome, { reportId: receipt.id }, b)).toEqual({ ok: true });
    expect(await moderation.call(P.dismissReportOutcome, { reportId: receipt.id }, b)).toEqual({ ok: true });
    expect((await outcomes()).items).toEqual([]);
  });

  it('a pending report has no outcome to dismiss', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const message = await sendMessageEvent(moderation, a, b, 'hmm');
    const receipt = await report(b, message.messageId);
    expect(await rpcFailure(moderation.call(P.dismissReportOutcome, { reportId: receipt.id }, b))).toEqual({ status: 404, message: E.reportNotFound });
  });
});

describe('the copy of messages', () => {
  it('follows read receipts up to the time given, and ignores a redelivered message', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    const first = await sendMessageEvent(moderation, a, b, 'one');
    await moderation.publish(SocialEvents.messageSent, { ...first, content: 'changed on redelivery' });
    const later = { ...first, messageId: randomUUID(), content: 'two', createdAt: new Date(Date.parse(first.createdAt) + 1000).toISOString() };
    await moderation.publish(SocialEvents.messageSent, later);
    await moderation.publish(SocialEvents.messagesRead, { readerId: b.id, senderId: a.id, readUpTo: first.createdAt });
    await moderation.waitForConsumerIdle();
    const { rows } = await moderation.db.query('SELECT id, content, read FROM message_copies WHERE sender_id = $1 ORDER BY created_at', [a.id]);
    expect(rows).toEqual([{ id: first.messageId, content: 'one', read: true }, { id: later.messageId, content: 'two', read: false }]);
  });

  it('catches up on messages sent while it was down (durable consumer), so they can be reported when it returns', async () => {
    const [a, b] = [await moderation.member(), await moderation.member()];
    await moderation.stop();
    const missed = await sendMessageEvent(moderation, a, b, 'sent while moderation was down', false);
    await moderation.start();
    await moderation.waitForConsumerIdle();
    expect((await report(b, missed.messageId, 'Spam')).status).toBe('pending');
  });
});
