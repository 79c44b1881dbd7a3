import type { NatsConnection } from '@nats-io/transport-node';
import {
  AppealMessages as M, ModerationEvents, ModerationPatterns as P, SocialPatterns,
  type ContentReportReceiptDto, type ModerationNoticeDto, type MyAppealDto, type Page, type QueuedAppealDto, type QueuedReportDto,
} from '@cannaverse/contracts';
import { connectNats, natsInboxPrefix } from '@cannaverse/platform';
import { rpcFailure, startModeration, type ModerationHarness } from './moderation-harness.js';

/** Social, as moderation meets it: answers `social.report-target.get` for the posts this test made. */
let moderation: ModerationHarness;
let social: NatsConnection;
const posts = new Map<string, string>();
const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Member = Awaited<ReturnType<ModerationHarness['member']>>;
let seq = 0;
const postBy = (author: Member) => {
  const id = `0000000${++seq}-bbbb-4bbb-8bbb-000000000000`.slice(-36);
  posts.set(id, author.id);
  return id;
};
const outbox = async (name: string) => (await moderation.db.query('SELECT payload FROM outbox WHERE name = $1', [name])).rows.map((r) => r.payload);
const appeal = (actor: Member | null, body: Record<string, unknown>) => moderation.call<MyAppealDto>(P.createAppeal, body, actor);
const appeals = (actor: Member, query: Record<string, unknown> = {}) => moderation.call<Page<QueuedAppealDto>>(P.listAppeals, query, actor);
const decideAppeal = (actor: Member, appealId: string, body: Record<string, unknown>) => moderation.call<QueuedAppealDto>(P.decideAppeal, { appealId, ...body }, actor);

/** A report of a new post by `author`, decided with `action`: answers the decision's id. */
async function decided(admin: Member, author: Member, action: 'remove' | 'warn' | 'dismiss' | 'suspend'): Promise<{ decisionId: string; postId: string }> {
  const reporter = await moderation.member();
  const postId = postBy(author);
  const filed = await moderation.call<ContentReportReceiptDto>(P.createContentReport, { targetType: 'post', targetId: postId, rule: 'spam-or-selling' }, reporter);
  const report = await moderation.call<QueuedReportDto>(P.decideReport, { reportId: filed.id, action, note: 'Selling' }, admin);
  return { decisionId: report.decision!.id, postId };
}

beforeAll(async () => {
  moderation = await startModeration();
  social = await connectNats(moderation.nats.url, 'social-stand-in', { user: 'social', pass: moderation.nats.passwords!.social, inboxPrefix: natsInboxPrefix('social') });
  social.subscribe(SocialPatterns.reportTarget, {
    callback: (_error, message) => {
      const packet = JSON.parse(decoder.decode(message.data)) as { id: string; data: { data: { targetId: string } } };
      const authorId = posts.get(packet.data.data.targetId);
      const reply = authorId
        ? { id: packet.id, response: { authorId, excerpt: 'Seeds for sale', mediaThumbnail: null, link: `/posts/${packet.data.data.targetId}` }, isDisposed: true }
        : { id: packet.id, err: { status: 404, message: 'Post not found' }, isDisposed: true };
      message.respond(encoder.encode(JSON.stringify(reply)));
    },
  });
}, 60_000);
afterAll(async () => {
  await social?.close();
  await moderation?.close();
});

describe('appeals', () => {
  it('the subject appeals a decision once; others, unknown decisions, empty or long text are refused', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const [author, stranger] = [await moderation.member(), await moderation.member()];
    const { decisionId } = await decided(admin, author, 'warn');
    expect(await rpcFailure(appeal(null, { decisionId, text: 'Not me' }))).toMatchObject({ status: 401 });
    expect(await rpcFailure(appeal(stranger, { decisionId, text: 'Not me' }))).toEqual({ status: 404, message: M.decisionNotFound });
    expect(await rpcFailure(appeal(author, { decisionId: '99999999-9999-4999-8999-999999999999', text: 'Not me' }))).toEqual({ status: 404, message: M.decisionNotFound });
    expect(await rpcFailure(appeal(author, { decisionId: 'nope', text: 'Not me' }))).toEqual({ status: 404, message: M.decisionNotFound });
    expect(await rpcFailure(appeal(author, { decisionId, text: '   ' }))).toEqual({ status: 400, message: M.textRequired });
    expect(await rpcFailure(appeal(author, { decisionId, text: 'x'.repeat(2001) }))).toEqual({ status: 400, message: M.textMax });
    const made = await appeal(author, { decisionId, text: 'It was a joke between friends' });
    expect(made).toEqual({ id: expect.any(String), decisionId, status: 'pending', text: 'It was a joke between friends', note: null, createdAt: expect.any(String), decidedAt: null });
    expect(await rpcFailure(appeal(author, { decisionId, text: 'Again' }))).toEqual({ status: 409, message: M.alreadyAppealed });
    const notices = await moderation.call<Page<ModerationNoticeDto>>(P.listModerationNotices, {}, author);
    expect(notices.items[0].appeal).toEqual(made);
  });

  it('a dismissal is not a decision to appeal', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const author = await moderation.member();
    const { decisionId } = await decided(admin, author, 'dismiss');
    expect(await rpcFailure(appeal(author, { decisionId, text: 'Why?' }))).toEqual({ status: 400, message: M.dismissNotAppealable });
  });

  it('admins only: members get 403 on the list and the decision', async () => {
    const member = await moderation.member();
    expect(await rpcFailure(appeals(member))).toMatchObject({ status: 403 });
    expect(await rpcFailure(decideAppeal(member, '99999999-9999-4999-8999-999999999999', { action: 'uphold' }))).toMatchObject({ status: 403 });
  });

  it('reversing a removal restores the content, is audited and told to the member; deciding twice is a 409', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const author = await moderation.member({ username: `appealer_${seq}` });
    const { decisionId, postId } = await decided(admin, author, 'remove');
    const made = await appeal(author, { decisionId, text: 'This was a seed swap, not a sale' });
    const pending = await appeals(admin);
    const listed = pending.items.find((item) => item.id === made.id)!;
    expect(listed).toEqual({
      id: made.id, status: 'pending', text: 'This was a seed swap, not a sale', createdAt: expect.any(String),
      member: { id: author.id, username: author.username, avatar: null },
      decision: {
        id: decisionId, action: 'remove', targetType: 'post', targetId: postId, rule: 'spam-or-selling', ruleTitle: 'Spam or selling',
        excerpt: 'Seeds for sale', note: 'Selling', decidedAt: expect.any(String),
      },
      outcome: null,
    });
    expect(await rpcFailure(decideAppeal(admin, made.id, { action: 'pardon' }))).toEqual({ status: 400, message: M.actionInvalid });
    const reversed = await decideAppeal(admin, made.id, { action: 'reverse', note: 'Swaps are allowed' });
    expect(reversed).toMatchObject({ status: 'reversed', outcome: { note: 'Swaps are allowed', decidedAt: expect.any(String) } });
    expect(await rpcFailure(decideAppeal(admin, made.id, { action: 'uphold' }))).toEqual({ status: 409, message: M.notPending });
    expect((await appeals(admin)).items.map((item) => item.id)).not.toContain(made.id);
    expect((await appeals(admin, { status: 'reversed' })).items.map((item) => item.id)).toContain(made.id);
    expect(await rpcFailure(appeals(admin, { status: 'won' }))).toEqual({ status: 400, message: M.invalidStatusFilter });

    expect(await outbox(ModerationEvents.contentRestored)).toContainEqual({ decisionId, targetType: 'post', targetId: postId, authorId: author.id });
    expect(await outbox(ModerationEvents.appealDecided)).toContainEqual({
      appealId: made.id, decisionId, userId: author.id, outcome: 'reversed', decidedBy: admin.id, decidedAt: expect.any(String),
    });
    const audit = (await moderation.db.query(`SELECT admin_id, subject_ids, reason, detail FROM admin_audit_log WHERE action = 'appeal_decision' AND detail->>'appealId' = $1`, [made.id])).rows;
    expect(audit).toEqual([{
      admin_id: admin.id, subject_ids: [author.id], reason: 'Reversed a decision (remove a post) under Spam or selling on appeal: Swaps are allowed',
      detail: { appealId: made.id, decisionId, outcome: 'reversed', action: 'remove', targetType: 'post', targetId: postId },
    }]);
    const notices = await moderation.call<Page<ModerationNoticeDto>>(P.listModerationNotices, {}, author);
    expect(notices.items[0].appeal).toMatchObject({ status: 'reversed', note: 'Swaps are allowed', decidedAt: expect.any(String) });
  });

  it('upholding changes nothing but the appeal: no restore, audited, the member is told', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const author = await moderation.member();
    const { decisionId } = await decided(admin, author, 'remove');
    const made = await appeal(author, { decisionId, text: 'Please' });
    expect((await decideAppeal(admin, made.id, { action: 'uphold' })).status).toBe('upheld');
    expect((await outbox(ModerationEvents.contentRestored)).filter((p) => p.decisionId === decisionId)).toEqual([]);
    expect((await outbox(ModerationEvents.appealDecided)).filter((p) => p.decisionId === decisionId).map((p) => p.outcome)).toEqual(['upheld']);
    const reasons = (await moderation.db.query(`SELECT reason FROM admin_audit_log WHERE action = 'appeal_decision' AND detail->>'appealId' = $1`, [made.id])).rows;
    expect(reasons).toEqual([{ reason: 'Upheld a decision (remove a post) under Spam or selling on appeal' }]);
  });

  it('reversing a suspension lifts it, with its event; a suspension made since by another decision stays', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const author = await moderation.member();
    const { decisionId } = await decided(admin, author, 'suspend');
    const suspended = async () => (await moderation.db.query('SELECT decision_id FROM member_suspensions WHERE user_id = $1', [author.id])).rows;
    expect(await suspended()).toEqual([{ decision_id: decisionId }]);
    const made = await appeal(author, { decisionId, text: 'I was not selling' });
    await decideAppeal(admin, made.id, { action: 'reverse' });
    expect(await suspended()).toEqual([]);
    expect((await outbox(ModerationEvents.memberUnsuspended)).filter((p) => p.userId === author.id)).toEqual([{ userId: author.id, liftedBy: admin.id, at: expect.any(String) }]);

    // Suspended again by a later decision: reversing the first one's appeal leaves the later one.
    const second = await moderation.member();
    const first = await decided(admin, second, 'suspend');
    const firstAppeal = await appeal(second, { decisionId: first.decisionId, text: 'Unfair' });
    const later = await decided(admin, second, 'suspend');
    await decideAppeal(admin, firstAppeal.id, { action: 'reverse' });
    expect((await moderation.db.query('SELECT decision_id FROM member_suspensions WHERE user_id = $1', [second.id])).rows).toEqual([{ decision_id: later.decisionId }]);
  });
});
