import type { NatsConnection } from '@nats-io/transport-node';
import {
  CommunityReportMessages as CM, ModerationEvents, ModerationPatterns as P, SocialPatterns, StreamingPatterns, SuspensionMessages as M,
  type ContentReportReceiptDto, type MemberSuspensionStateDto, type Page, type MyContentReportDto, type QueuedReportDto, type SuspensionDto, type SuspensionLiftedDto,
} from '@cannaverse/contracts';
import { connectNats, natsInboxPrefix } from '@cannaverse/platform';
import { rpcFailure, startModeration, type ModerationHarness } from './moderation-harness.js';

let moderation: ModerationHarness;
let social: NatsConnection;
let streaming: NatsConnection;
const posts = new Map<string, string>();
const STREAMER = '7a7a7a7a-7a7a-4a7a-8a7a-7a7a7a7a7a7a';
type Member = Awaited<ReturnType<ModerationHarness['member']>>;

const suspend = (actor: Member, userId: string, body: Record<string, unknown>) => moderation.call<SuspensionDto>(P.suspendMember, { userId, ...body }, actor);
const lift = (actor: Member, userId: string) => moderation.call<SuspensionLiftedDto>(P.liftSuspension, { userId }, actor);
const state = (actor: Member, userId: string) => moderation.call<MemberSuspensionStateDto>(P.getSuspension, { userId }, actor);
const outbox = async (name: string, userId: string) =>
  (await moderation.db.query(`SELECT payload FROM outbox WHERE name = $1 AND payload->>'userId' = $2 ORDER BY occurred_at`, [name, userId])).rows.map((r) => r.payload);
const audit = async (userId: string) =>
  (await moderation.db.query(`SELECT action, reason FROM admin_audit_log WHERE $1 = ANY(subject_ids) AND action <> 'report_decision' ORDER BY created_at`, [userId])).rows;

beforeAll(async () => {
  moderation = await startModeration();
  // Social, as moderation meets it: answers for the posts of this test.
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  social = await connectNats(moderation.nats.url, 'social-stand-in', { user: 'social', pass: moderation.nats.passwords!.social, inboxPrefix: natsInboxPrefix('social') });
  social.subscribe(SocialPatterns.reportTarget, {
    callback: (_error, message) => {
      const packet = JSON.parse(decoder.decode(message.data)) as { id: string; data: { data: { targetId: string } } };
      const authorId = posts.get(packet.data.data.targetId);
      const reply = authorId
        ? { id: packet.id, response: { authorId, excerpt: 'Buy now', mediaThumbnail: null, link: null }, isDisposed: true }
        : { id: packet.id, err: { status: 404, message: 'Post not found' }, isDisposed: true };
      message.respond(encoder.encode(JSON.stringify(reply)));
    },
  });
  streaming = await connectNats(moderation.nats.url, 'streaming-stand-in', { user: 'streaming', pass: moderation.nats.passwords!.streaming, inboxPrefix: natsInboxPrefix('streaming') });
  streaming.subscribe(StreamingPatterns.reportTarget, {
    callback: (_error, message) => {
      const packet = JSON.parse(decoder.decode(message.data)) as { id: string; data: { data: { targetId: string } } };
      const reply = packet.data.data.targetId === '41'
        ? { id: packet.id, response: { authorId: STREAMER, excerpt: 'Live', mediaThumbnail: null, link: '/livestreams/41' }, isDisposed: true }
        : { id: packet.id, err: { status: 404, message: 'Live stream not found' }, isDisposed: true };
      message.respond(encoder.encode(JSON.stringify(reply)));
    },
  });
}, 60_000);
afterAll(async () => {
  await streaming?.close();
  await social?.close();
  await moderation?.close();
});

describe('suspensions', () => {
  it('suspends for days or permanently, audited, announced; lifting is audited and announced too', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const member = await moderation.member();
    const before = Date.now();
    const timed = await suspend(admin, member.id, { days: 7, reason: 'Repeated harassment' });
    expect(timed).toEqual({ userId: member.id, until: expect.any(String), reason: 'Repeated harassment', suspendedBy: admin.id, suspendedAt: expect.any(String) });
    const until = Date.parse(timed.until!);
    expect(until - before).toBeGreaterThan(7 * 86_400_000 - 5_000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(await state(admin, member.id)).toEqual({ suspension: timed });

    // A second suspension replaces the first: permanent now.
    const permanent = await suspend(admin, member.id, { days: null, reason: '  Spam  ' });
    expect(permanent).toMatchObject({ until: null, reason: 'Spam' });
    expect(await outbox(ModerationEvents.memberSuspended, member.id)).toEqual([
      { userId: member.id, until: timed.until, reason: 'Repeated harassment', decidedBy: admin.id, at: timed.suspendedAt },
      { userId: member.id, until: null, reason: 'Spam', decidedBy: admin.id, at: permanent.suspendedAt },
    ]);

    expect(await lift(admin, member.id)).toEqual({ userId: member.id, liftedAt: expect.any(String) });
    expect(await state(admin, member.id)).toEqual({ suspension: null });
    expect(await outbox(ModerationEvents.memberUnsuspended, member.id)).toEqual([{ userId: member.id, liftedBy: admin.id, at: expect.any(String) }]);
    expect(await rpcFailure(lift(admin, member.id))).toEqual({ status: 404, message: M.notSuspended });

    const rows = await audit(member.id);
    expect(rows.map((r) => r.action)).toEqual(['member_suspension', 'member_suspension', 'suspension_lift']);
    expect(rows[0].reason).toMatch(/^Suspended a member for 7 days \(until \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\): Repeated harassment$/);
    expect(rows[1].reason).toBe('Suspended a member permanently: Spam');
    expect(rows[2].reason).toBe('Lifted a suspension');
  });

  it('a timed suspension that ran out is over: not shown, nothing to lift', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const member = await moderation.member();
    await suspend(admin, member.id, { days: 1, reason: 'Cool off' });
    await moderation.db.query(`UPDATE member_suspensions SET until = now() - interval '1 minute' WHERE user_id = $1`, [member.id]);
    expect(await state(admin, member.id)).toEqual({ suspension: null });
    expect(await rpcFailure(lift(admin, member.id))).toEqual({ status: 404, message: M.notSuspended });
  });

  it('members get 403 on every suspension call; bad days or reason are 400s; unknown members 404', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const member = await moderation.member();
    const other = await moderation.member();
    for (const call of [suspend(member, other.id, { days: 3, reason: 'x' }), lift(member, other.id), state(member, other.id)]) {
      expect(await rpcFailure(call)).toEqual({ status: 403, message: 'Administrators only' });
    }
    expect(await rpcFailure(moderation.call(P.suspendMember, { userId: other.id, days: 3, reason: 'x' }, null))).toMatchObject({ status: 401 });
    for (const days of [0, 366, 2.5]) {
      expect(await rpcFailure(suspend(admin, other.id, { days, reason: 'Spam' }))).toEqual({ status: 400, message: M.daysInvalid });
    }
    for (const days of ['7', true]) expect(await rpcFailure(suspend(admin, other.id, { days, reason: 'Spam' }))).toEqual({ status: 400, message: 'days must be a number' });
    expect(await rpcFailure(suspend(admin, other.id, { reason: 'Spam' }))).toEqual({ status: 400, message: M.daysInvalid });
    expect(await rpcFailure(suspend(admin, other.id, { days: 3 }))).toEqual({ status: 400, message: M.reasonRequired });
    expect(await rpcFailure(suspend(admin, other.id, { days: 3, reason: '   ' }))).toEqual({ status: 400, message: M.reasonRequired });
    expect(await rpcFailure(suspend(admin, other.id, { days: 3, reason: 'x'.repeat(501) }))).toEqual({ status: 400, message: M.reasonMax });
    expect(await rpcFailure(suspend(admin, other.id, { days: 3, reason: 'x', extra: 1 }))).toMatchObject({ status: 400 });
    expect(await rpcFailure(suspend(admin, '99999999-9999-4999-8999-999999999999', { days: 3, reason: 'x' }))).toEqual({ status: 404, message: M.memberNotFound });
    expect(await rpcFailure(suspend(admin, 'nope', { days: 3, reason: 'x' }))).toEqual({ status: 404, message: M.memberNotFound });
    expect(await rpcFailure(suspend(admin, admin.id, { days: 3, reason: 'x' }))).toEqual({ status: 400, message: M.suspendSelf });
    const otherAdmin = await moderation.member({ isAdmin: true });
    expect(await rpcFailure(suspend(admin, otherAdmin.id, { days: 3, reason: 'x' }))).toEqual({ status: 400, message: M.suspendAdmin });
    expect((await moderation.db.query('SELECT count(*)::int AS n FROM member_suspensions WHERE user_id = ANY($1)', [[other.id, admin.id, otherAdmin.id]])).rows[0].n).toBe(0);
  });

  it("the queue's suspend decision suspends the reported content's author, settles the reports and tells the reporter", async () => {
    const admin = await moderation.member({ isAdmin: true });
    const [author, reporter] = [await moderation.member(), await moderation.member()];
    const postId = '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a';
    posts.set(postId, author.id);
    const filed = await moderation.call<ContentReportReceiptDto>(P.createContentReport, { targetType: 'post', targetId: postId, rule: 'spam-or-selling' }, reporter);
    const decided = await moderation.call<QueuedReportDto>(P.decideReport, { reportId: filed.id, action: 'suspend', days: 3, note: 'Selling again' }, admin);
    expect(decided).toMatchObject({ status: 'actioned', decision: { action: 'suspend', note: 'Selling again' } });
    const { suspension } = await state(admin, author.id);
    expect(suspension).toMatchObject({ userId: author.id, reason: 'Selling again', suspendedBy: admin.id });
    expect(Date.parse(suspension!.until!) - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(await outbox(ModerationEvents.memberSuspended, author.id)).toHaveLength(1);
    const mine = await moderation.call<Page<MyContentReportDto>>(P.listMyContentReports, {}, reporter);
    expect(mine.items.map((item) => [item.status, item.outcome])).toEqual([['actioned', 'suspend']]);
    expect((await audit(author.id)).map((r) => r.action)).toEqual(['member_suspension']);

    // A member target, no days, no note: permanent, the rule's title as the reason.
    const other = await moderation.member();
    const second = await moderation.call<ContentReportReceiptDto>(P.createContentReport, { targetType: 'member', targetId: other.id, rule: 'impersonation' }, reporter);
    await moderation.call<QueuedReportDto>(P.decideReport, { reportId: second.id, action: 'suspend' }, admin);
    expect((await state(admin, other.id)).suspension).toMatchObject({ until: null, reason: 'Impersonation' });

    // An admin's content cannot cost them their account: nothing is decided.
    const adminAuthor = await moderation.member({ isAdmin: true });
    const third = await moderation.call<ContentReportReceiptDto>(P.createContentReport, { targetType: 'member', targetId: adminAuthor.id, rule: 'other' }, reporter);
    expect(await rpcFailure(moderation.call(P.decideReport, { reportId: third.id, action: 'suspend', days: 2 }, admin))).toEqual({ status: 400, message: M.suspendAdmin });
    expect(await rpcFailure(moderation.call(P.decideReport, { reportId: third.id, action: 'suspend', days: 400 }, admin))).toMatchObject({ status: 400 });
    const pending = (await moderation.db.query('SELECT status FROM content_reports WHERE id = $1', [third.id])).rows[0].status;
    expect(pending).toBe('pending');
    expect(CM.notPending).toBeDefined();
  });

  it('an admin ends any live stream: audited, streaming is told; members 403, unknown streams 404', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const member = await moderation.member();
    expect(await moderation.call(P.endLivestream, { id: '41', reason: 'Dangerous stunt' }, admin)).toEqual({ ok: true });
    const events = (await moderation.db.query(`SELECT payload FROM outbox WHERE name = $1`, [ModerationEvents.streamEndOrdered])).rows.map((r) => r.payload);
    expect(events).toEqual([{ streamId: 41, endedBy: admin.id, reason: 'Dangerous stunt', at: expect.any(String) }]);
    const rows = (await moderation.db.query(`SELECT action, reason, subject_ids FROM admin_audit_log WHERE action = 'stream_end'`)).rows;
    expect(rows).toEqual([{ action: 'stream_end', reason: 'Ended a live stream: Dangerous stunt', subject_ids: [STREAMER] }]);
    expect(await rpcFailure(moderation.call(P.endLivestream, { id: '41' }, member))).toEqual({ status: 403, message: 'Administrators only' });
    expect(await rpcFailure(moderation.call(P.endLivestream, { id: '42' }, admin))).toEqual({ status: 404, message: M.streamNotFound });
    expect(await rpcFailure(moderation.call(P.endLivestream, { id: 'abc' }, admin))).toEqual({ status: 404, message: M.streamNotFound });
  });
});
