import {
  CommunityReportMessages as M, ModerationPatterns as P, ReportMessages,
  type MessageReportDto, type Page, type QueuedReportDto, type ReportReceiptDto,
} from '@cannaverse/contracts';
import { rpcFailure, sendMessageEvent, startModeration, type ModerationHarness } from './moderation-harness.js';

/** Issue 24's one queue: reported direct messages appear in /admin/reports and are decided from either place alike. */
let moderation: ModerationHarness;
type Member = Awaited<ReturnType<ModerationHarness['member']>>;
const queue = (admin: Member, query: Record<string, unknown> = {}) => moderation.call<Page<QueuedReportDto>>(P.listReportQueue, query, admin);

async function reportedMessage(content: string) {
  const [sender, receiver] = [await moderation.member(), await moderation.member()];
  const message = await sendMessageEvent(moderation, sender, receiver, content);
  const receipt = await moderation.call<ReportReceiptDto>(P.createReport, { messageId: message.messageId, reason: 'Threatening me' }, receiver);
  return { sender, receiver, message, receipt };
}

beforeAll(async () => { moderation = await startModeration(); }, 60_000);
afterAll(async () => moderation?.close());

it('a reported message is in the queue (filter "message" too), with the sender as author; the read is audited', async () => {
  const admin = await moderation.member({ isAdmin: true });
  const { sender, receiver, message, receipt } = await reportedMessage('I know where you live');
  const all = await queue(admin);
  const queued = all.items.find((item) => item.id === receipt.id)!;
  expect(queued).toMatchObject({
    targetType: 'message', targetId: message.messageId, details: 'Threatening me', status: 'pending', otherReports: 0, decision: null,
    reporter: { id: receiver.id }, snapshot: { excerpt: 'I know where you live', author: { id: sender.id }, mediaThumbnail: null, link: null },
  });
  expect((await queue(admin, { targetType: 'message' })).items.every((item) => item.targetType === 'message')).toBe(true);
  expect((await queue(admin, { targetType: 'post' })).items.map((item) => item.id)).not.toContain(receipt.id);
  expect(await rpcFailure(queue(admin, { targetType: 'letter' }))).toEqual({ status: 400, message: M.queueTargetTypeInvalid });
  const audited = (await moderation.db.query(`SELECT subject_ids FROM admin_audit_log WHERE action = 'report_list' AND admin_id = $1`, [admin.id])).rows;
  expect(audited[0].subject_ids).toEqual(expect.arrayContaining([sender.id, receiver.id]));
});

it('deciding from the queue is /admin/messages\' status change, and the other way round', async () => {
  const admin = await moderation.member({ isAdmin: true });
  const one = await reportedMessage('Buy from me or else');
  const two = await reportedMessage('Spam spam spam');
  expect(await rpcFailure(moderation.call(P.decideReport, { reportId: one.receipt.id, action: 'remove' }, admin))).toEqual({ status: 400, message: M.messageDecision });
  const resolved = await moderation.call<QueuedReportDto>(P.decideReport, { reportId: one.receipt.id, action: 'warn' }, admin);
  expect(resolved).toMatchObject({ status: 'actioned', decision: { action: 'warn' } });
  const listed = await moderation.call<Page<MessageReportDto>>(P.listReports, { status: 'resolved' }, admin);
  expect(listed.items.map((item) => item.id)).toContain(one.receipt.id);
  expect(await rpcFailure(moderation.call(P.decideReport, { reportId: one.receipt.id, action: 'dismiss' }, admin))).toEqual({ status: 409, message: ReportMessages.notPending });

  await moderation.call(P.updateReportStatus, { reportId: two.receipt.id, status: 'dismissed' }, admin);
  const dismissed = await queue(admin, { status: 'dismissed', targetType: 'message' });
  expect(dismissed.items.find((item) => item.id === two.receipt.id)).toMatchObject({ status: 'dismissed', decision: { action: 'dismiss' } });
  expect((await queue(admin)).items.map((item) => item.id)).not.toContain(two.receipt.id);
});

it('pages through both tables newest first without overlap', async () => {
  const admin = await moderation.member({ isAdmin: true });
  for (let i = 0; i < 3; i++) await reportedMessage(`paging ${i}`);
  const seen: string[] = [];
  let cursor: string | null | undefined;
  do {
    const page: Page<QueuedReportDto> = await queue(admin, { status: 'all', limit: 2, ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  expect(new Set(seen).size).toBe(seen.length);
  const total = (await moderation.db.query('SELECT (SELECT count(*) FROM message_reports) + (SELECT count(*) FROM content_reports) AS n')).rows[0].n;
  expect(seen.length).toBe(Number(total));
});
