import {
  DirectMessageMessages, ReportMessages, type AdminDashboardDto, type AdminMessageStatsDto, type ConversationDto, type MessageDto, type MessageReportDto,
  type Page, type ReportOutcomeDto, type UserMessageDto,
} from '@cannaverse/contracts';
import { GatewayStack, Member, registerMemberSeenBy } from './gateway-harness.js';

let stack: GatewayStack;
let admin: Member;

const signedUp = () => registerMemberSeenBy(stack, ['social', 'moderation']);
const seenBy = (service: string, sql: string, id: string) => stack.waitForRow(service, sql, id);

async function sent(from: Member, toId: string, content: string): Promise<MessageDto> {
  const answer = await from.post<MessageDto>(`/api/messages/${toId}`, { content });
  expect(answer.status).toBe(201);
  await seenBy('moderation', 'SELECT 1 FROM message_copies WHERE id = $1', answer.body.id);
  return answer.body;
}

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social', 'moderation']).start();
  await stack.waitForService('social');
  await stack.waitForService('moderation');
  admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
}, 90_000);
afterAll(async () => stack?.stop());

describe('messages over HTTP', () => {
  it('sends, lists the conversation and the inbox, counts unread, and every path reaches its own handler', async () => {
    const { member: a, user: userA } = await signedUp();
    const { member: b, user: userB } = await signedUp();
    const message = await sent(a, userB.id, '  Hello B  ');
    expect(message).toMatchObject({ senderId: userA.id, receiverId: userB.id, content: 'Hello B', read: false });
    expect(await b.get('/api/messages/unread/count')).toMatchObject({ status: 200, body: { count: 1 } });
    expect(await b.get('/api/messages/settings')).toMatchObject({ status: 200, body: { allowMessagesFrom: 'everyone' } });
    expect(await b.get('/api/messages/report-outcomes')).toMatchObject({ status: 200, body: { items: [], nextCursor: null } });
    const inbox = await b.get<Page<ConversationDto>>('/api/messages');
    expect(inbox.body.items[0]).toMatchObject({ user: { id: userA.id, username: userA.username }, lastMessage: { content: 'Hello B' }, unreadCount: 1 });
    const conversation = await b.get<Page<MessageDto>>(`/api/messages/${userA.id}?limit=50`);
    expect(conversation.body.items.map((m) => [m.content, m.read])).toEqual([['Hello B', true]]);
    expect(await b.get('/api/messages/unread/count')).toMatchObject({ body: { count: 0 } });
    expect(await a.post(`/api/messages/${userB.id}`, { content: '   ' })).toMatchObject({ status: 400, body: { message: DirectMessageMessages.contentRequired } });
    expect(await a.post(`/api/messages/not-a-user`, { content: 'hi' })).toMatchObject({ status: 404, body: { message: DirectMessageMessages.userNotFound } });
    expect(await a.get(`/api/messages/${userB.id}?cursor=nope`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    const visitor = new Member(stack.url);
    for (const [method, url] of [['GET', '/api/messages'], ['GET', '/api/messages/unread/count'], ['GET', `/api/messages/${userA.id}`], ['POST', `/api/messages/${userA.id}`], ['POST', `/api/messages/${message.id}/report`]]) {
      expect(await visitor.request(method, url, method === 'POST' ? { json: { content: 'x', reason: 'x' } } : {})).toMatchObject({ status: 401 });
    }
  });

  it("refuses a blocked member with no more than 'You can't message this member', and enforces 'people I follow'", async () => {
    const { member: a, user: userA } = await signedUp();
    const { member: b, user: userB } = await signedUp();
    expect(await a.post(`/api/users/${userB.id}/block`)).toMatchObject({ status: 200, body: { blocked: true } });
    expect(await b.post(`/api/messages/${userA.id}`, { content: 'hi' })).toMatchObject({ status: 403, body: { message: DirectMessageMessages.cannotMessage } });
    expect(await a.get(`/api/users/${userB.id}/block`)).toMatchObject({ body: { blocked: true } });
    expect((await a.get<Page<{ user: { id: string } }>>('/api/blocks')).body.items.map((i) => i.user.id)).toEqual([userB.id]);
    expect(await a.request('DELETE', `/api/users/${userB.id}/block`)).toMatchObject({ status: 200, body: { blocked: false } });
    expect((await b.post(`/api/messages/${userA.id}`, { content: 'hi again' })).status).toBe(201);

    expect(await a.put('/api/messages/settings', { allowMessagesFrom: 'following' })).toMatchObject({ status: 200, body: { allowMessagesFrom: 'following' } });
    expect(await b.post(`/api/messages/${userA.id}`, { content: 'stranger?' })).toMatchObject({ status: 403, body: { message: DirectMessageMessages.cannotMessage } });
    await a.post(`/api/users/${userB.id}/follow`);
    expect((await b.post(`/api/messages/${userA.id}`, { content: 'followed now' })).status).toBe(201);
  });
});

describe('reports and admin monitoring over HTTP', () => {
  it('a third member cannot report; the receiver reports; the admin resolves; the reporter sees the outcome', async () => {
    const { member: a, user: userA } = await signedUp();
    const { member: b, user: userB } = await signedUp();
    const { member: c } = await signedUp();
    const message = await sent(a, userB.id, 'You will regret this');
    expect(await c.post(`/api/messages/${message.id}/report`, { reason: 'Threat' })).toMatchObject({ status: 404, body: { message: ReportMessages.messageNotFound } });
    const report = await b.post<{ id: string; status: string }>(`/api/messages/${message.id}/report`, { reason: 'Threat' });
    expect(report).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(await b.post(`/api/messages/${message.id}/report`, { reason: 'Threat' })).toMatchObject({ status: 409, body: { message: ReportMessages.alreadyReported } });

    const pending = await admin.get<Page<MessageReportDto>>('/api/admin/messages/reported?status=pending');
    expect(pending.body.items[0]).toMatchObject({ id: report.body.id, reporter: { id: userB.id }, sender: { id: userA.id }, message: { content: 'You will regret this' } });
    const resolved = await admin.patch<MessageReportDto>(`/api/admin/messages/report/${report.body.id}`, { status: 'resolved' });
    expect(resolved).toMatchObject({ status: 200, body: { status: 'resolved' } });
    expect(await admin.patch(`/api/admin/messages/report/${report.body.id}`, { status: 'dismissed' })).toMatchObject({ status: 409, body: { message: ReportMessages.notPending } });

    const outcomes = await b.get<Page<ReportOutcomeDto>>('/api/messages/report-outcomes');
    expect(outcomes.body.items).toEqual([expect.objectContaining({ reportId: report.body.id, status: 'resolved', messageExcerpt: 'You will regret this' })]);
    expect(await b.post(`/api/messages/report-outcomes/${report.body.id}/dismiss`)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await b.get<Page<ReportOutcomeDto>>('/api/messages/report-outcomes')).body.items).toEqual([]);

    const stats = await admin.get<AdminMessageStatsDto>('/api/admin/messages/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.totalMessages).toBeGreaterThanOrEqual(1);
    const lookup = await admin.get<Page<UserMessageDto>>(`/api/admin/messages/user/${userA.id}`);
    expect(lookup.body.items.map((m) => m.content)).toEqual(['You will regret this']);
    const audit = await stack.query<{ action: string }>('moderation', `SELECT action FROM admin_audit_log WHERE $1 = ANY(subject_ids) ORDER BY created_at`, [userA.id]);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['report_list', 'report_status', 'user_lookup']));
  });

  it('answers 401 signed out and 403 to members on every admin call', async () => {
    const { member, user } = await signedUp();
    const visitor = new Member(stack.url);
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/messages/stats'], ['GET', '/api/admin/messages/reported?status=all'], ['PATCH', `/api/admin/messages/report/${user.id}`],
      ['GET', `/api/admin/messages/user/${user.id}`], ['GET', '/api/admin/dashboard'], ['GET', '/api/admin/audit'],
    ];
    for (const [method, url] of calls) {
      const options = method === 'PATCH' ? { json: { status: 'resolved' } } : {};
      expect(await visitor.request(method, url, options)).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
      expect(await member.request(method, url, options)).toMatchObject({ status: 403, body: { message: 'Administrators only' } });
    }
  });

  it('composes the dashboard from each service; a service that does not answer (streaming here) is null', async () => {
    const dashboard = await admin.get<AdminDashboardDto>('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    const [{ n: members }] = await stack.query<{ n: number }>('identity', 'SELECT count(*)::int AS n FROM users');
    expect(dashboard.body).toMatchObject({ members, liveNow: null });
    expect(typeof dashboard.body.posts).toBe('number');
    expect(typeof dashboard.body.messages).toBe('number');
    expect(typeof dashboard.body.pendingReports).toBe('number');
    expect(Array.isArray(dashboard.body.recentAudit)).toBe(true);
  });
});

describe('with the moderation service down', () => {
  it('messaging still works, reporting answers 503 with a message, and messages sent meanwhile reach moderation when it returns', async () => {
    const { member: a, user: userA } = await signedUp();
    const { member: b, user: userB } = await signedUp();
    const before = await sent(a, userB.id, 'before the outage');
    await stack.stopService('moderation');
    const during = await a.post<MessageDto>(`/api/messages/${userB.id}`, { content: 'during the outage' });
    expect(during.status).toBe(201);
    expect((await b.get<Page<MessageDto>>(`/api/messages/${userA.id}`)).body.items.map((m) => m.content)).toEqual(['during the outage', 'before the outage']);
    expect(await b.get('/api/messages/unread/count')).toMatchObject({ status: 200 });
    expect(await b.post(`/api/messages/${before.id}/report`, { reason: 'Spam' })).toMatchObject({
      status: 503, body: { message: 'The moderation service is not available right now' },
    });
    const dashboard = await admin.get<AdminDashboardDto>('/api/admin/dashboard');
    expect(dashboard).toMatchObject({ status: 200, body: { pendingReports: null, recentAudit: null } });
    expect(typeof dashboard.body.members).toBe('number');

    stack.startService('moderation');
    await stack.waitForService('moderation');
    await seenBy('moderation', 'SELECT 1 FROM message_copies WHERE id = $1', during.body.id);
    expect(await b.post(`/api/messages/${during.body.id}/report`, { reason: 'Spam' })).toMatchObject({ status: 201, body: { status: 'pending' } });
  }, 60_000);
});
