import {
  CommunityReportMessages as M, type CommunityRuleDto, type ModerationNoticeDto, type MyContentReportDto, type Page, type PostDto, type QueuedReportDto,
} from '@cannaverse/contracts';
import { GatewayStack, Member, registerMemberSeenBy } from './gateway-harness.js';

let stack: GatewayStack;
let admin: Member;

const signedUp = () => registerMemberSeenBy(stack, ['social', 'moderation']);

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social', 'moderation']).start();
  await stack.waitForService('social');
  await stack.waitForService('moderation');
  admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
}, 90_000);
afterAll(async () => stack?.stop());

describe('reporting over HTTP, across moderation and social', () => {
  it('rules for anyone; a member reports a post; the admin removes it from the queue; it is gone; both sides see the outcome', async () => {
    const visitor = new Member(stack.url);
    const rules = await visitor.get<CommunityRuleDto[]>('/api/community-rules');
    expect(rules.status).toBe(200);
    expect(rules.body.map((rule) => rule.id)).toContain('spam-or-selling');

    const { member: author, user: authorUser } = await signedUp();
    const { member: reporter } = await signedUp();
    const post = (await author.post<PostDto>('/api/posts', { content: 'Cheap clones, DM me' })).body;
    expect(await visitor.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'spam-or-selling' })).toMatchObject({ status: 401 });
    const filed = await reporter.post<{ id: string; status: string }>('/api/reports', { targetType: 'post', targetId: post.id, rule: 'spam-or-selling', details: 'Selling' });
    expect(filed).toMatchObject({ status: 201, body: { id: expect.any(String), status: 'pending' } });
    expect(await reporter.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'other' })).toMatchObject({ status: 409, body: { message: M.alreadyReported } });
    expect(await reporter.post('/api/reports', { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000', rule: 'other' }))
      .toMatchObject({ status: 404, body: { message: M.targetNotFound } });
    expect(await reporter.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'nope' })).toMatchObject({ status: 400, body: { message: M.ruleUnknown } });

    for (const [method, url] of [['GET', '/api/admin/reports'], ['POST', `/api/admin/reports/${filed.body.id}/decision`]]) {
      expect(await reporter.request(method, url, method === 'POST' ? { json: { action: 'remove' } } : {})).toMatchObject({ status: 403, body: { message: 'Administrators only' } });
    }
    const queue = await admin.get<Page<QueuedReportDto>>('/api/admin/reports?status=pending&targetType=post');
    const queued = queue.body.items.find((item) => item.id === filed.body.id)!;
    expect(queued).toMatchObject({ targetId: post.id, snapshot: { excerpt: 'Cheap clones, DM me', author: { id: authorUser.id } }, otherReports: 0 });
    const decided = await admin.post<QueuedReportDto>(`/api/admin/reports/${filed.body.id}/decision`, { action: 'remove', note: 'Selling' });
    expect(decided).toMatchObject({ status: 200, body: { status: 'actioned', decision: { action: 'remove' } } });

    // Social applies the removal from its event: the post goes from direct reads and the feed.
    for (let i = 0; i < 200 && (await author.get(`/api/posts/${post.id}`)).status !== 404; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await reporter.get(`/api/posts/${post.id}`)).toMatchObject({ status: 404 });
    expect((await reporter.get<Page<PostDto>>('/api/posts?limit=100')).body.items.map((item) => item.id)).not.toContain(post.id);
    const mine = await reporter.get<Page<MyContentReportDto>>('/api/reports/mine');
    expect(mine.body.items[0]).toMatchObject({ id: filed.body.id, status: 'actioned', outcome: 'remove' });
    const notices = await author.get<Page<ModerationNoticeDto>>('/api/moderation/notices');
    expect(notices.body.items[0]).toMatchObject({ headline: 'Removed by moderators', ruleTitle: 'Spam or selling', excerpt: 'Cheap clones, DM me' });
  }, 60_000);

  it('with moderation down, reporting answers 503 with a message', async () => {
    const { member: author } = await signedUp();
    const { member: reporter } = await signedUp();
    const post = (await author.post<PostDto>('/api/posts', { content: 'Another post' })).body;
    await stack.stopService('moderation');
    expect(await reporter.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'other' })).toMatchObject({
      status: 503, body: { message: 'The moderation service is not available right now' },
    });
    stack.startService('moderation');
    await stack.waitForService('moderation');
    // Up again: the member's retry is taken. The first requests to a service that has just started
    // can miss their deadline on a loaded machine (a cold process, its first database and NATS
    // round trips), so the retry is repeated while it answers 503, as the web app lets a member do.
    let retried = await reporter.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'other' });
    for (let i = 0; i < 40 && retried.status === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      retried = await reporter.post('/api/reports', { targetType: 'post', targetId: post.id, rule: 'other' });
    }
    expect(retried).toMatchObject({ status: 201 });
  }, 60_000);
});
