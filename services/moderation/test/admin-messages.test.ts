import {
  ModerationEvents, ModerationPatterns as P, ReportMessages as E, type Actor, type AdminMessageStatsDto, type AuditEntryDto, type MessageReportDto,
  type ModerationDashboardDto, type Page, type ReportReceiptDto, type UserMessageDto,
} from '@cannaverse/contracts';
import { encodeKeysetCursor } from '@cannaverse/platform';
import { rpcFailure, sendMessageEvent, startModeration, type ModerationHarness } from './moderation-harness.js';

let moderation: ModerationHarness;
let admin: Actor;
const auditRows = async (adminId: string) =>
  (await moderation.db.query('SELECT action, subject_ids, reason FROM admin_audit_log WHERE admin_id = $1 ORDER BY created_at, id', [adminId])).rows;

/** A message from a to b, reported by b. */
async function reported(content: string, reason = 'Spam') {
  const [a, b] = [await moderation.member({ displayName: 'Sender' }), await moderation.member()];
  const message = await sendMessageEvent(moderation, a, b, content);
  const receipt = await moderation.call<ReportReceiptDto>(P.createReport, { messageId: message.messageId, reason }, b);
  return { a, b, message, receipt };
}

beforeAll(async () => {
  moderation = await startModeration();
  admin = await moderation.member({ isAdmin: true });
}, 60_000);
afterAll(async () => moderation?.close());

describe('permissions', () => {
  it('answers 401 signed out and 403 to members on every admin call', async () => {
    const member = await moderation.member();
    const calls: Array<[string, Record<string, unknown>]> = [
      [P.stats, {}], [P.listReports, { status: 'pending' }], [P.updateReportStatus, { reportId: member.id, status: 'resolved' }],
      [P.listUserMessages, { userId: member.id }], [P.dashboard, {}], [P.listAudit, {}],
    ];
    for (const [pattern, data] of calls) {
      expect(await rpcFailure(moderation.call(pattern, data, null))).toEqual({ status: 401, message: 'Not authenticated' });
      expect(await rpcFailure(moderation.call(pattern, data, member))).toEqual({ status: 403, message: 'Administrators only' });
    }
    // A forged admin flag would need a forged session; the service trusts only the gateway's actor.
    expect(await auditRows(member.id)).toEqual([]);
  });
});

describe('reports', () => {
  it('lists reports newest first with the three parties and the message, filtered by status, paginated', async () => {
    const first = await reported('first bad message');
    const second = await reported('second bad message', 'Harassment');
    const page = await moderation.call<Page<MessageReportDto>>(P.listReports, { status: 'pending', limit: 1 }, admin);
    expect(page.items).toEqual([{
      id: second.receipt.id, status: 'pending', reason: 'Harassment', createdAt: second.receipt.createdAt,
      sender: { id: second.a.id, username: second.a.username, avatar: null },
      receiver: { id: second.b.id, username: second.b.username, avatar: null },
      reporter: { id: second.b.id, username: second.b.username, avatar: null },
      message: { id: second.message.messageId, content: 'second bad message', createdAt: second.message.createdAt },
    }]);
    const next = await moderation.call<Page<MessageReportDto>>(P.listReports, { status: 'pending', limit: 1, cursor: page.nextCursor }, admin);
    expect(next.items.map((r) => r.id)).toEqual([first.receipt.id]);
    const all = await moderation.call<Page<MessageReportDto>>(P.listReports, {}, admin);
    expect(all.items.map((r) => r.id).slice(0, 2)).toEqual([second.receipt.id, first.receipt.id]);
    expect((await moderation.call<Page<MessageReportDto>>(P.listReports, { status: 'dismissed' }, admin)).items.map((r) => r.id)).not.toContain(first.receipt.id);
    expect(await rpcFailure(moderation.call(P.listReports, { status: 'open' }, admin))).toEqual({ status: 400, message: E.invalidFilter });
  });

  it('changes status only from pending (409 afterwards), publishes moderation.report.resolved and counts pending', async () => {
    const { receipt, b } = await reported('rude');
    const before = await moderation.call<AdminMessageStatsDto>(P.stats, {}, admin);
    const resolved = await moderation.call<MessageReportDto>(P.updateReportStatus, { reportId: receipt.id, status: 'resolved' }, admin);
    expect(resolved).toMatchObject({ id: receipt.id, status: 'resolved' });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: receipt.id, status: 'dismissed' }, admin))).toEqual({ status: 409, message: E.notPending });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: receipt.id, status: 'resolved' }, admin))).toEqual({ status: 409, message: E.notPending });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: receipt.id, status: 'pending' }, admin))).toEqual({ status: 400, message: E.invalidStatus });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: receipt.id }, admin))).toEqual({ status: 400, message: E.invalidStatus });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: '00000000-0000-4000-8000-000000000000', status: 'resolved' }, admin))).toEqual({ status: 404, message: E.reportNotFound });
    expect(await rpcFailure(moderation.call(P.updateReportStatus, { reportId: 'x', status: 'resolved' }, admin))).toEqual({ status: 404, message: E.reportNotFound });
    const { rows } = await moderation.db.query('SELECT status FROM message_reports WHERE id = $1', [receipt.id]);
    expect(rows).toEqual([{ status: 'resolved' }]);
    const events = (await moderation.db.query('SELECT payload FROM outbox WHERE name = $1', [ModerationEvents.reportResolved])).rows.map((r) => r.payload);
    expect(events.filter((e) => e.reportId === receipt.id)).toEqual([expect.objectContaining({ reporterId: b.id, status: 'resolved', reviewedBy: admin.id })]);
    const after = await moderation.call<AdminMessageStatsDto>(P.stats, {}, admin);
    expect(after.pendingReports).toBe(before.pendingReports - 1);
    expect(after.totalReported).toBe(before.totalReported);
  });

  it('answers the stats with counters and the 5 most recent reports in the summary shape', async () => {
    const before = await moderation.call<AdminMessageStatsDto>(P.stats, {}, admin);
    const { receipt, a, b } = await reported('newest one', 'Scam');
    const stats = await moderation.call<AdminMessageStatsDto>(P.stats, {}, admin);
    expect(stats).toMatchObject({ totalMessages: before.totalMessages + 1, totalReported: before.totalReported + 1, pendingReports: before.pendingReports + 1 });
    expect(stats.recentReports.length).toBeLessThanOrEqual(5);
    expect(stats.recentReports[0]).toEqual({
      reportId: receipt.id, senderUsername: a.username, reporterUsername: b.username, reportedAt: receipt.createdAt, status: 'pending', messageContent: 'newest one', reason: 'Scam',
    });
  });
});

describe('user look-up and the audit log', () => {
  it("shows one member's messages both ways, newest first, with Read state; audits every look-up, even an empty one", async () => {
    const lookupAdmin = await moderation.member({ isAdmin: true });
    const [a, b, c] = [await moderation.member(), await moderation.member(), await moderation.member()];
    const m1 = await sendMessageEvent(moderation, a, b, 'a to b');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const m2 = await sendMessageEvent(moderation, c, a, 'c to a');
    await sendMessageEvent(moderation, b, c, 'not about a');
    const page = await moderation.call<Page<UserMessageDto>>(P.listUserMessages, { userId: a.id, limit: 1 }, lookupAdmin);
    expect(page.items).toEqual([{ id: m2.messageId, sender: { id: c.id, username: c.username, avatar: null }, receiver: { id: a.id, username: a.username, avatar: null }, content: 'c to a', createdAt: m2.createdAt, read: false }]);
    const rest = await moderation.call<Page<UserMessageDto>>(P.listUserMessages, { userId: a.id, limit: 1, cursor: page.nextCursor }, lookupAdmin);
    expect(rest.items.map((m) => m.id)).toEqual([m1.messageId]);
    const nobody = await moderation.call<Page<UserMessageDto>>(P.listUserMessages, { userId: '00000000-0000-4000-8000-000000000000' }, lookupAdmin);
    expect(nobody).toEqual({ items: [], nextCursor: null });
    expect(await rpcFailure(moderation.call(P.listUserMessages, { userId: 'nobody_by_that_name' }, lookupAdmin))).toEqual({ status: 404, message: E.userNotFound });
    // By username too (issue 27), in any letter case and with an @: the same member, the same audit.
    const byName = await moderation.call<Page<UserMessageDto>>(P.listUserMessages, { userId: `@${a.username.toUpperCase()}`, limit: 1 }, lookupAdmin);
    expect(byName.items.map((m) => m.id)).toEqual([m2.messageId]);
    expect(await auditRows(lookupAdmin.id)).toEqual([
      { action: 'user_lookup', subject_ids: [a.id], reason: "Looked up a member's messages" },
      { action: 'user_lookup', subject_ids: [a.id], reason: "Looked up a member's messages" },
      { action: 'user_lookup', subject_ids: ['00000000-0000-4000-8000-000000000000'], reason: "Looked up a member's messages" },
      { action: 'user_lookup', subject_ids: [a.id], reason: "Looked up a member's messages" },
    ]);
    // The look-up by name has its index (migration IndexUserCardsByUsername).
    expect((await moderation.db.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'user_cards_username_idx'`)).rows[0].indexdef).toContain('lower(username)');
  });

  it('writes an audit row for every admin read of reported messages (list, overview, status change) and shows them on the dashboard', async () => {
    const readingAdmin = await moderation.member({ isAdmin: true, username: `auditor_${Date.now().toString(36)}` });
    const { a, b, receipt } = await reported('for the audit');
    await moderation.call(P.listReports, { status: 'pending' }, readingAdmin);
    await moderation.call(P.stats, {}, readingAdmin);
    await moderation.call(P.updateReportStatus, { reportId: receipt.id, status: 'dismissed' }, readingAdmin);
    const rows = await auditRows(readingAdmin.id);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['report_list', 'Reviewed pending reported messages'], ['report_overview', 'Viewed the most recent reports'], ['report_status', 'Marked a report dismissed'],
    ]);
    expect(rows[0].subject_ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(rows[2].subject_ids).toEqual([a.id, b.id]);

    const dashboard = await moderation.call<ModerationDashboardDto>(P.dashboard, {}, readingAdmin);
    expect(dashboard.recentAudit.length).toBeLessThanOrEqual(10);
    expect(dashboard.recentAudit[0]).toEqual({
      id: expect.any(String), action: 'report_status', reason: 'Marked a report dismissed', createdAt: expect.any(String),
      admin: { id: readingAdmin.id, username: readingAdmin.username, avatar: null },
      subjects: [{ id: a.id, username: a.username, avatar: null }, { id: b.id, username: b.username, avatar: null }],
    });
    expect(typeof dashboard.pendingReports).toBe('number');
    const audit = await moderation.call<Page<AuditEntryDto>>(P.listAudit, { limit: 2 }, readingAdmin);
    expect(audit.items.map((e) => e.action)).toEqual(['report_status', 'report_overview']);
    expect(audit.nextCursor).not.toBeNull();
  });

  it('logs nothing for a page that showed no reported message', async () => {
    const quietAdmin = await moderation.member({ isAdmin: true });
    await reported('exists, but not on the page asked for');
    const beforeEverything = encodeKeysetCursor({ at: '2000-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' });
    expect(await moderation.call(P.listReports, { status: 'all', cursor: beforeEverything }, quietAdmin)).toEqual({ items: [], nextCursor: null });
    expect(await auditRows(quietAdmin.id)).toEqual([]);
  });
});
