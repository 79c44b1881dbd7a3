import type { NatsConnection } from '@nats-io/transport-node';
import {
  COMMUNITY_RULES, CommunityReportMessages as M, ContentPatterns, ModerationEvents, ModerationPatterns as P, SocialPatterns, StreamingPatterns,
  type CommunityRuleDto, type ContentReportReceiptDto, type ModerationNoticeDto, type MyContentReportDto, type Page, type QueuedReportDto,
  type ReportTargetDto,
} from '@cannaverse/contracts';
import { connectNats, natsInboxPrefix } from '@cannaverse/platform';
import { rpcFailure, startModeration, type ModerationHarness } from './moderation-harness.js';

/**
 * The owning services, as moderation meets them over NATS: each answers `<service>.report-target.get`
 * for the targets it holds (their own handlers are tested in their services). They connect as those
 * services' NATS users, so the product's subject permissions are the ones in force.
 */
type Targets = Map<string, ReportTargetDto>;
let moderation: ModerationHarness;
const owners: NatsConnection[] = [];
const targets: Targets = new Map();
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function answerAs(service: 'social' | 'content' | 'streaming', pattern: string): Promise<void> {
  const pass = moderation.nats.passwords![service];
  const nc = await connectNats(moderation.nats.url, `${service}-stand-in`, { user: service, pass, inboxPrefix: natsInboxPrefix(service) });
  nc.subscribe(pattern, {
    callback: (_error, message) => {
      const packet = JSON.parse(decoder.decode(message.data)) as { id: string; data: { data: { targetType: string; targetId: string } } };
      const { targetType, targetId } = packet.data.data;
      const target = targets.get(`${targetType}:${targetId}`);
      const reply = target ? { id: packet.id, response: target, isDisposed: true } : { id: packet.id, err: { status: 404, message: 'Post not found' }, isDisposed: true };
      message.respond(encoder.encode(JSON.stringify(reply)));
    },
  });
  owners.push(nc);
}

type Member = Awaited<ReturnType<ModerationHarness['member']>>;
const report = (actor: Member, body: Record<string, unknown>) => moderation.call<ContentReportReceiptDto>(P.createContentReport, body, actor);
const queue = (admin: Member, query: Record<string, unknown> = {}) => moderation.call<Page<QueuedReportDto>>(P.listReportQueue, query, admin);
const decide = (admin: Member, reportId: string, body: Record<string, unknown>) => moderation.call<QueuedReportDto>(P.decideReport, { reportId, ...body }, admin);
let seq = 0;
const postBy = (author: Member, excerpt = 'Cheap pre-rolls, DM me') => {
  const id = `0000000${++seq}-aaaa-4aaa-8aaa-000000000000`.slice(-36);
  targets.set(`post:${id}`, { authorId: author.id, excerpt, mediaThumbnail: '/media/images/x-thumb.webp', link: `/posts/${id}` });
  return id;
};

beforeAll(async () => {
  moderation = await startModeration();
  await answerAs('social', SocialPatterns.reportTarget);
  await answerAs('content', ContentPatterns.reportTarget);
  await answerAs('streaming', StreamingPatterns.reportTarget);
}, 60_000);
afterAll(async () => {
  for (const nc of owners) await nc.close();
  await moderation?.close();
});

describe('community rules', () => {
  it('lists at least the rules of issue 24, to anyone', async () => {
    const rules = await moderation.call<CommunityRuleDto[]>(P.listCommunityRules, {}, null);
    expect(rules.map((rule) => rule.title)).toEqual([
      'Harassment', 'Hate', 'Spam or selling', 'Sexual content involving minors', 'Illegal sales', 'Misinformation about safety', 'Impersonation', 'Other',
    ]);
    expect(rules).toEqual(COMMUNITY_RULES.map(({ id, title, description }) => ({ id, title, description })));
    for (const rule of rules) expect(rule.description.length).toBeGreaterThan(10);
  });
});

describe('reporting anything', () => {
  it('every target type can be reported, with the snapshot the owning service gives', async () => {
    const [author, reporter] = [await moderation.member(), await moderation.member()];
    const kinds: Array<[string, string]> = [
      ['post', '11111111-1111-4111-8111-111111111111'], ['comment', '22222222-2222-4222-8222-222222222222'],
      ['story', '33333333-3333-4333-8333-333333333333'], ['stream', '41'], ['chat', '977'],
    ];
    for (const [type, id] of kinds) targets.set(`${type}:${id}`, { authorId: author.id, excerpt: `the ${type}`, mediaThumbnail: null, link: null });
    for (const [targetType, targetId] of kinds) {
      expect(await report(reporter, { targetType, targetId, rule: 'harassment' })).toEqual({ id: expect.any(String), status: 'pending' });
    }
    expect(await report(reporter, { targetType: 'member', targetId: author.id, rule: 'impersonation', details: 'Pretends to be a brand' }))
      .toEqual({ id: expect.any(String), status: 'pending' });
    const { rows } = await moderation.db.query(
      'SELECT target_type, excerpt, author_id FROM content_reports WHERE reporter_id = $1 ORDER BY target_type', [reporter.id]);
    expect(rows.map((row) => row.target_type)).toEqual(['chat', 'comment', 'member', 'post', 'story', 'stream']);
    expect(rows.every((row) => row.author_id === author.id)).toBe(true);
    expect(rows.find((row) => row.target_type === 'story').excerpt).toBe('the story');
  });

  it('409 for the same member and target, 404 for an unknown target, 400 for an unknown rule or type, 401 signed out', async () => {
    const [author, reporter] = [await moderation.member(), await moderation.member()];
    const postId = postBy(author);
    await report(reporter, { targetType: 'post', targetId: postId, rule: 'spam-or-selling' });
    expect(await rpcFailure(report(reporter, { targetType: 'post', targetId: postId, rule: 'other' }))).toEqual({ status: 409, message: M.alreadyReported });
    expect(await rpcFailure(report(reporter, { targetType: 'post', targetId: '99999999-9999-4999-8999-999999999999', rule: 'other' })))
      .toEqual({ status: 404, message: M.targetNotFound });
    expect(await rpcFailure(report(reporter, { targetType: 'member', targetId: '99999999-9999-4999-8999-999999999999', rule: 'other' })))
      .toEqual({ status: 404, message: M.targetNotFound });
    expect(await rpcFailure(report(reporter, { targetType: 'post', targetId: postId, rule: 'rudeness' }))).toEqual({ status: 400, message: M.ruleUnknown });
    expect(await rpcFailure(report(reporter, { targetType: 'message', targetId: postId, rule: 'other' }))).toEqual({ status: 400, message: M.targetTypeInvalid });
    expect(await rpcFailure(report(reporter, { targetType: 'post', targetId: postId, rule: 'other', extra: 1 }))).toEqual({ status: 400, message: 'Unknown field: extra' });
    expect(await rpcFailure(moderation.call(P.createContentReport, { targetType: 'post', targetId: postId, rule: 'other' }, null)))
      .toEqual({ status: 401, message: expect.any(String) });
    expect(await rpcFailure(report(author, { targetType: 'post', targetId: postId, rule: 'other' }))).toEqual({ status: 400, message: M.ownContent });
  });

  it('the owning service down: 503 with a message, nothing stored', async () => {
    const reporter = await moderation.member();
    const streaming = owners[2];
    await streaming.drain();
    expect(await rpcFailure(report(reporter, { targetType: 'stream', targetId: '5', rule: 'other' })))
      .toEqual({ status: 503, message: 'The streaming service is not available right now' });
    expect((await moderation.db.query('SELECT count(*)::int AS n FROM content_reports WHERE reporter_id = $1', [reporter.id])).rows[0].n).toBe(0);
    owners.pop();
    await answerAs('streaming', StreamingPatterns.reportTarget);
  });
});

describe('the queue and decisions', () => {
  it('members get 403 on every admin call', async () => {
    const member = await moderation.member();
    expect(await rpcFailure(queue(member))).toEqual({ status: 403, message: 'Administrators only' });
    expect(await rpcFailure(decide(member, '11111111-1111-4111-8111-111111111111', { action: 'dismiss' }))).toEqual({ status: 403, message: 'Administrators only' });
  });

  it('lists reports with snapshot, reporter and how many others reported the target; filters by status and type; pages by cursor', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const [author, a, b] = [await moderation.member(), await moderation.member(), await moderation.member()];
    const postId = postBy(author, 'Selling clones, cash only');
    await report(a, { targetType: 'post', targetId: postId, rule: 'illegal-sales', details: 'Selling' });
    await report(b, { targetType: 'post', targetId: postId, rule: 'spam-or-selling' });
    const page = await queue(admin, { targetType: 'post', limit: 100 });
    const mine = page.items.filter((item) => item.targetId === postId);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toEqual({
      id: expect.any(String), targetType: 'post', targetId: postId, rule: 'illegal-sales', details: 'Selling', status: 'pending', createdAt: expect.any(String),
      reporter: { id: a.id, username: a.username, avatar: null },
      snapshot: { excerpt: 'Selling clones, cash only', author: { id: author.id, username: author.username, avatar: null }, mediaThumbnail: '/media/images/x-thumb.webp', link: `/posts/${postId}` },
      otherReports: 1,
      decision: null,
    });
    expect((await queue(admin, { targetType: 'member', limit: 100 })).items.every((item) => item.targetType === 'member')).toBe(true);
    const first = await queue(admin, { status: 'all', limit: 1 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await queue(admin, { status: 'all', limit: 1, cursor: first.nextCursor });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(await rpcFailure(queue(admin, { status: 'open' }))).toEqual({ status: 400, message: M.invalidStatusFilter });
    expect(await rpcFailure(queue(admin, { targetType: 'letter' }))).toEqual({ status: 400, message: M.queueTargetTypeInvalid });
  });

  it('remove: settles every report of the target, publishes the removal, audits it; reporters and the author see it', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const [author, a, b] = [await moderation.member(), await moderation.member(), await moderation.member()];
    const postId = postBy(author, 'Buy my seeds');
    const first = await report(a, { targetType: 'post', targetId: postId, rule: 'spam-or-selling' });
    const second = await report(b, { targetType: 'post', targetId: postId, rule: 'illegal-sales' });
    const decided = await decide(admin, first.id, { action: 'remove', note: 'Repeated selling' });
    expect(decided.status).toBe('actioned');
    expect(decided.decision).toEqual({ id: expect.any(String), action: 'remove', note: 'Repeated selling', decidedAt: expect.any(String) });
    expect(await rpcFailure(decide(admin, second.id, { action: 'dismiss' }))).toEqual({ status: 409, message: M.notPending });

    const removed = (await moderation.db.query('SELECT payload FROM outbox WHERE name = $1', [ModerationEvents.contentRemoved])).rows.map((r) => r.payload);
    expect(removed).toContainEqual({ decisionId: decided.decision!.id, targetType: 'post', targetId: postId, authorId: author.id, rule: 'spam-or-selling' });
    const made = (await moderation.db.query('SELECT payload FROM outbox WHERE name = $1', [ModerationEvents.decisionMade])).rows.map((r) => r.payload);
    expect(made.find((payload) => payload.decisionId === decided.decision!.id).reporterIds.sort()).toEqual([a.id, b.id].sort());

    const audit = (await moderation.db.query(`SELECT admin_id, subject_ids, reason, detail FROM admin_audit_log WHERE action = 'report_decision' AND detail->>'reportId' = $1`, [first.id])).rows;
    expect(audit).toEqual([{
      admin_id: admin.id, subject_ids: [author.id], reason: 'Removed a post under Spam or selling: Repeated selling',
      detail: { reportId: first.id, decisionId: decided.decision!.id, action: 'remove', targetType: 'post', targetId: postId, rule: 'spam-or-selling' },
    }]);

    for (const reporter of [a, b]) {
      const mine = await moderation.call<Page<MyContentReportDto>>(P.listMyContentReports, {}, reporter);
      expect(mine.items[0]).toMatchObject({ targetType: 'post', targetId: postId, status: 'actioned', outcome: 'remove', excerpt: 'Buy my seeds', decidedAt: expect.any(String) });
    }
    const notices = await moderation.call<Page<ModerationNoticeDto>>(P.listModerationNotices, {}, author);
    expect(notices.items).toEqual([{
      id: decided.decision!.id, action: 'remove', targetType: 'post', rule: 'spam-or-selling', ruleTitle: 'Spam or selling',
      headline: 'Removed by moderators', excerpt: 'Buy my seeds', note: 'Repeated selling', createdAt: expect.any(String), appeal: null,
    }]);
  });

  it('dismiss and warn: audited, the reporter sees the outcome, a warning is a notice for the author', async () => {
    const admin = await moderation.member({ isAdmin: true });
    const [author, reporter] = [await moderation.member(), await moderation.member()];
    const one = await report(reporter, { targetType: 'post', targetId: postBy(author), rule: 'other' });
    const two = await report(reporter, { targetType: 'member', targetId: author.id, rule: 'harassment' });
    expect(await rpcFailure(decide(admin, two.id, { action: 'remove' }))).toEqual({ status: 400, message: M.removeMember });
    expect(await rpcFailure(decide(admin, two.id, { action: 'ban' }))).toEqual({ status: 400, message: M.actionInvalid });
    expect(await rpcFailure(decide(admin, '99999999-9999-4999-8999-999999999999', { action: 'dismiss' }))).toEqual({ status: 404, message: M.reportNotFound });
    expect((await decide(admin, one.id, { action: 'dismiss' })).status).toBe('dismissed');
    expect((await decide(admin, two.id, { action: 'warn', note: 'Keep it civil' })).status).toBe('actioned');
    const mine = await moderation.call<Page<MyContentReportDto>>(P.listMyContentReports, {}, reporter);
    expect(mine.items.map((item) => [item.targetType, item.status, item.outcome])).toEqual([['member', 'actioned', 'warn'], ['post', 'dismissed', 'dismiss']]);
    const notices = await moderation.call<Page<ModerationNoticeDto>>(P.listModerationNotices, {}, author);
    expect(notices.items.map((notice) => [notice.action, notice.headline, notice.ruleTitle, notice.note])).toEqual([['warn', 'Warning from moderators', 'Harassment', 'Keep it civil']]);
    const reasons = (await moderation.db.query(`SELECT reason FROM admin_audit_log WHERE action = 'report_decision' AND admin_id = $1 ORDER BY created_at`, [admin.id])).rows.map((r) => r.reason);
    expect(reasons).toEqual(['Dismissed a report of a post under Other', 'Warned a member under Harassment: Keep it civil']);
    const removals = (await moderation.db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND payload->>'authorId' = $2`, [ModerationEvents.contentRemoved, author.id])).rows[0].n;
    expect(removals).toBe(0);
  });
});
