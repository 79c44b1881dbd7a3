import { suspendedLoginMessage, type MemberSuspensionStateDto, type QueuedReportDto, type SuspensionDto } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
let admin: Member;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
}

async function signedUp() {
  const registered = await registerMember(stack);
  await until(async () => (await stack.query('moderation', 'SELECT 1 FROM user_cards WHERE id = $1', [registered.user.id])).length > 0, 'moderation knows the member');
  return registered;
}

const signIn = async (username: string) => {
  const browser = new Member(stack.url);
  const answer = await browser.post('/api/login', { username, password: 'secret-pw' });
  return { browser, answer };
};

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'moderation']).start();
  await stack.waitForService('identity');
  await stack.waitForService('moderation');
  admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
}, 90_000);
afterAll(async () => stack?.stop());

describe('suspensions over HTTP', () => {
  it('ends every session of the member at once, refuses their sign-in with the reason; lifting lets them in', async () => {
    const { member: first, user } = await signedUp();
    const { browser: second } = await signIn(user.username);
    expect((await second.get('/api/me')).status).toBe(200);

    for (const [method, url] of [['POST', `/api/admin/members/${user.id}/suspension`], ['DELETE', `/api/admin/members/${user.id}/suspension`], ['GET', `/api/admin/members/${user.id}/suspension`]]) {
      expect(await first.request(method, url, method === 'POST' ? { json: { days: 3, reason: 'x' } } : {})).toMatchObject({ status: 403, body: { message: 'Administrators only' } });
    }
    expect(await admin.post(`/api/admin/members/${user.id}/suspension`, { days: 0, reason: 'x' })).toMatchObject({ status: 400 });
    expect(await admin.post(`/api/admin/members/${user.id}/suspension`, { days: 3 })).toMatchObject({ status: 400, body: { message: 'Please give a reason' } });

    const suspended = await admin.post<SuspensionDto>(`/api/admin/members/${user.id}/suspension`, { days: 3, reason: 'Harassing members in chat' });
    expect(suspended).toMatchObject({ status: 200, body: { userId: user.id, reason: 'Harassing members in chat', until: expect.any(String) } });
    // At once: the very next request of each of their browsers is signed out.
    expect((await first.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await first.get('/api/me/sessions')).status).toBe(401);

    const expected = suspendedLoginMessage(suspended.body.until, 'Harassing members in chat');
    await until(async () => (await signIn(user.username)).answer.status === 403, 'identity refuses the sign-in');
    const refused = await signIn(user.username);
    expect(refused.answer).toMatchObject({ status: 403, body: { message: expected } });
    expect(refused.browser.cookie).toBe('');
    expect((await admin.get<MemberSuspensionStateDto>(`/api/admin/members/${user.id}/suspension`)).body.suspension).toMatchObject({ reason: 'Harassing members in chat' });

    expect((await admin.request('DELETE', `/api/admin/members/${user.id}/suspension`)).status).toBe(200);
    await until(async () => (await signIn(user.username)).answer.status === 200, 'identity lets them in again');
    expect((await admin.request('DELETE', `/api/admin/members/${user.id}/suspension`))).toMatchObject({ status: 404, body: { message: 'This member is not suspended' } });
  }, 60_000);

  it("the queue's suspend decision signs the reported member out everywhere; a permanent one says so at sign-in", async () => {
    const { member: reported, user } = await signedUp();
    const { member: reporter } = await signedUp();
    const filed = await reporter.post<{ id: string }>('/api/reports', { targetType: 'member', targetId: user.id, rule: 'impersonation' });
    expect(filed.status).toBe(201);
    const decided = await admin.post<QueuedReportDto>(`/api/admin/reports/${filed.body.id}/decision`, { action: 'suspend', note: 'Pretends to be staff' });
    expect(decided).toMatchObject({ status: 200, body: { status: 'actioned', decision: { action: 'suspend' } } });
    expect((await reported.get('/api/me')).status).toBe(401);
    await until(async () => (await signIn(user.username)).answer.status === 403, 'identity refuses the sign-in');
    expect((await signIn(user.username)).answer.body).toMatchObject({ message: 'Your account is suspended permanently: Pretends to be staff' });
  }, 60_000);
});
