import {
  AppealMessages as A, NewAccountMessages as N, type ModerationNoticeDto, type MyAppealDto, type Page, type PostDto, type QueuedAppealDto, type QueuedReportDto,
} from '@cannaverse/contracts';
import { GatewayStack, Member, registerMemberSeenBy } from './gateway-harness.js';

/**
 * Issue 24: restorable removals and appeals across the gateway, moderation and social; the
 * new-account limits (production quotas here: RATE_LIMITS_FACTOR=1, sign-ups raised).
 */
let stack: GatewayStack;
let admin: Member;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('never happened');
}

const signedUp = () => registerMemberSeenBy(stack, ['social', 'moderation']);

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social', 'moderation'], {
    gatewayEnv: { RATE_LIMITS_FACTOR: '1', RATE_LIMITS: 'registrations=1000/600,reports=1000/600' },
  }).start();
  await stack.waitForService('social');
  await stack.waitForService('moderation');
  admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
}, 90_000);
afterAll(async () => stack?.stop());

describe('a removal appealed and reversed', () => {
  it('the post is hidden, the member appeals once, the admin reverses it, the post is back with its counts and the member sees the outcome', async () => {
    const { member: author } = await signedUp();
    const { member: reporter } = await signedUp();
    const post = (await author.post<PostDto>('/api/posts', { content: 'Seed swap this Sunday #SeedSwap' })).body;
    await reporter.post(`/api/posts/${post.id}/comments`, { content: 'Count me in' });
    const filed = await reporter.post<{ id: string }>('/api/reports', { targetType: 'post', targetId: post.id, rule: 'spam-or-selling' });
    const decided = await admin.post<QueuedReportDto>(`/api/admin/reports/${filed.body.id}/decision`, { action: 'remove' });
    const decisionId = decided.body.decision!.id;
    await until(() => reporter.get(`/api/posts/${post.id}`), (answer) => answer.status === 404);
    expect((await author.get(`/api/posts/${post.id}`)).status).toBe(404);

    const visitor = new Member(stack.url);
    expect(await visitor.post('/api/appeals', { decisionId, text: 'It is a swap' })).toMatchObject({ status: 401 });
    expect(await reporter.post('/api/appeals', { decisionId, text: 'It is a swap' })).toMatchObject({ status: 404, body: { message: A.decisionNotFound } });
    expect(await author.post('/api/appeals', { decisionId, text: '' })).toMatchObject({ status: 400, body: { message: A.textRequired } });
    expect(await author.post('/api/appeals', { decisionId, text: 'x'.repeat(2001) })).toMatchObject({ status: 400, body: { message: A.textMax } });
    const appealed = await author.post<MyAppealDto>('/api/appeals', { decisionId, text: 'It is a swap, nothing is sold' });
    expect(appealed).toMatchObject({ status: 201, body: { decisionId, status: 'pending' } });
    expect(await author.post('/api/appeals', { decisionId, text: 'Again' })).toMatchObject({ status: 409, body: { message: A.alreadyAppealed } });

    expect(await author.get('/api/admin/appeals')).toMatchObject({ status: 403 });
    expect(await author.post(`/api/admin/appeals/${appealed.body.id}/decision`, { action: 'reverse' })).toMatchObject({ status: 403 });
    const queue = await admin.get<Page<QueuedAppealDto>>('/api/admin/appeals?status=pending');
    expect(queue.body.items.find((item) => item.id === appealed.body.id)).toMatchObject({ decision: { id: decisionId, action: 'remove', targetId: post.id } });
    const reversed = await admin.post<QueuedAppealDto>(`/api/admin/appeals/${appealed.body.id}/decision`, { action: 'reverse', note: 'Swaps are fine' });
    expect(reversed).toMatchObject({ status: 200, body: { status: 'reversed', outcome: { note: 'Swaps are fine' } } });

    const back = await until(() => reporter.get<PostDto>(`/api/posts/${post.id}`), (answer) => answer.status === 200);
    expect(back.body).toMatchObject({ id: post.id, commentsCount: 1 });
    const notices = await author.get<Page<ModerationNoticeDto>>('/api/moderation/notices');
    expect(notices.body.items[0]).toMatchObject({ id: decisionId, headline: 'Removed by moderators', appeal: { status: 'reversed', note: 'Swaps are fine' } });
  });
});

describe('new-account limits', () => {
  it('a new account writes to at most 3 members in its first day; an older account to more', async () => {
    const { member: newcomer, user } = await signedUp();
    const peers = await Promise.all([0, 1, 2, 3].map(() => signedUp()));
    for (const peer of peers.slice(0, 3)) expect((await newcomer.post(`/api/messages/${peer.user.id}`, { content: 'Hi!' })).status).toBe(201);
    expect(await newcomer.post(`/api/messages/${peers[3].user.id}`, { content: 'Hi!' })).toMatchObject({ status: 403, body: { message: N.conversations } });
    expect((await newcomer.post(`/api/messages/${peers[0].user.id}`, { content: 'Again' })).status).toBe(201);

    // Two days old (identity's own record), signed in again: no limit.
    await stack.query('identity', `UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [user.id]);
    const established = new Member(stack.url);
    expect((await established.post('/api/login', { username: user.username, password: 'secret-pw' })).status).toBe(200);
    expect((await established.post(`/api/messages/${peers[3].user.id}`, { content: 'Hi!' })).status).toBe(201);
  });

  it('a new account may report 3 times an hour (content and messages alike), then 429 with Retry-After', async () => {
    const { member: newcomer } = await signedUp();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await newcomer.post('/api/reports', { targetType: 'post', targetId: unknown, rule: 'other' })).status).toBe(404);
    expect((await newcomer.post(`/api/messages/${unknown}/report`, { reason: 'spam' })).status).toBe(404);
    expect((await newcomer.post('/api/reports', { targetType: 'post', targetId: unknown, rule: 'other' })).status).toBe(404);
    const refused = await newcomer.post<{ message: string }>('/api/reports', { targetType: 'post', targetId: unknown, rule: 'other' });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(refused.body.message).toBe(N.reports.replace('<n>', String(seconds)));
    expect((await newcomer.post(`/api/messages/${unknown}/report`, { reason: 'spam' })).status).toBe(429);
  });
});
