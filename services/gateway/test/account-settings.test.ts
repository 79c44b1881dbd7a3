import { AccountMessages, MembershipMessages, type SessionDto } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
beforeAll(async () => { stack = await new GatewayStack(['identity']).start(); }, 90_000);
afterAll(async () => stack?.stop());

/** Another browser of the same member: its own sign-in, its own User-Agent. */
async function signIn(username: string, password: string, userAgent: string): Promise<Member> {
  const browser = new Member(stack.url);
  const answer = await browser.request('POST', '/api/login', { json: { username, password }, headers: { 'user-agent': userAgent } });
  expect(answer.status).toBe(200);
  return browser;
}

describe('sessions', () => {
  it('lists the member\'s browsers (this one first and marked), and ending one signs it out at once', async () => {
    const { member, user } = await registerMember(stack);
    const phone = await signIn(user.username, 'secret-pw', 'PhoneBrowser/1.0');
    const laptop = await signIn(user.username, 'secret-pw', 'LaptopBrowser/2.0');

    const listed = await phone.get<SessionDto[]>('/api/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body[0]).toMatchObject({ current: true, userAgent: 'PhoneBrowser/1.0' });
    expect(listed.body.filter((session) => session.current)).toHaveLength(1);
    for (const session of listed.body) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const laptopSession = listed.body.find((session) => session.userAgent === 'LaptopBrowser/2.0')!;
    // The public id is not the cookie's session id.
    expect(laptop.cookie).not.toContain(laptopSession.id);

    expect(await phone.request('DELETE', `/api/me/sessions/${laptopSession.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await laptop.get('/api/me')).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await phone.get<SessionDto[]>('/api/me/sessions')).body).toHaveLength(2);

    // Someone else's session, an unknown id and garbage are all the same 404.
    const { member: stranger } = await registerMember(stack);
    const mine = (await member.get<SessionDto[]>('/api/me/sessions')).body.find((session) => session.current)!;
    expect(await stranger.request('DELETE', `/api/me/sessions/${mine.id}`)).toMatchObject({ status: 404, body: { message: AccountMessages.sessionNotFound } });
    expect((await member.get('/api/me')).status).toBe(200);
    expect(await member.request('DELETE', '/api/me/sessions/not-a-uuid')).toMatchObject({ status: 404, body: { message: AccountMessages.sessionNotFound } });
    expect((await new Member(stack.url).get('/api/me/sessions')).status).toBe(401);
  });

  it('signs out everywhere else, and sign-out drops a session from the list', async () => {
    const { member, user } = await registerMember(stack);
    const other = await signIn(user.username, 'secret-pw', 'Other/1');
    const third = await signIn(user.username, 'secret-pw', 'Third/1');
    expect(await third.post('/api/logout')).toMatchObject({ status: 200 });
    expect((await member.get<SessionDto[]>('/api/me/sessions')).body).toHaveLength(2);

    expect(await member.request('DELETE', '/api/me/sessions')).toMatchObject({ status: 200, body: { ended: 1 } });
    expect((await other.get('/api/me')).status).toBe(401);
    const left = await member.get<SessionDto[]>('/api/me/sessions');
    expect(left.body).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ending this browser\'s own session signs it out', async () => {
    const { member } = await registerMember(stack);
    const [mine] = (await member.get<SessionDto[]>('/api/me/sessions')).body;
    expect((await member.request('DELETE', `/api/me/sessions/${mine.id}`)).status).toBe(200);
    expect(member.cookie).toBe('');
    expect((await member.get('/api/me')).status).toBe(401);
  });
});

describe('password and email', () => {
  it('a password change needs the current password, ends every other session and keeps this one', async () => {
    const { member, user } = await registerMember(stack);
    const other = await signIn(user.username, 'secret-pw', 'Other/1');
    expect(await member.put('/api/me/password', { currentPassword: 'wrong-pw', newPassword: 'new-secret-pw' }))
      .toMatchObject({ status: 403, body: { message: AccountMessages.wrongCurrentPassword } });
    expect((await other.get('/api/me')).status).toBe(200);
    expect(await member.put('/api/me/password', { currentPassword: 'secret-pw', newPassword: '123' }))
      .toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters.' } });

    expect(await member.put('/api/me/password', { currentPassword: 'secret-pw', newPassword: 'new-secret-pw' })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await member.get('/api/me')).status).toBe(200);
    expect((await new Member(stack.url).post('/api/login', { username: user.username, password: 'secret-pw' })).status).toBe(401);
    expect((await new Member(stack.url).post('/api/login', { username: user.username, password: 'new-secret-pw' })).status).toBe(200);
    expect((await new Member(stack.url).put('/api/me/password', { currentPassword: 'a', newPassword: 'b' })).status).toBe(401);
  });

  it('an email change needs the password', async () => {
    const { member, user } = await registerMember(stack);
    const email = `${user.username}-new@example.com`;
    expect(await member.put('/api/me/email', { password: 'nope-nope', email })).toMatchObject({ status: 403, body: { message: AccountMessages.wrongPassword } });
    expect(await member.put('/api/me/email', { password: 'secret-pw', email })).toMatchObject({ status: 200, body: { id: user.id, email } });
    expect((await member.get('/api/me')).body).toMatchObject({ email });
  });
});

describe('membership cancel and resume', () => {
  it('cancels a paid plan at the end of its period and resumes it', async () => {
    const { member } = await registerMember(stack);
    expect(await member.post('/api/membership/cancel')).toMatchObject({ status: 409, body: { message: MembershipMessages.noPaidPlan } });
    const paid = await member.post<{ currentPeriodEnd: string }>('/api/membership/checkout', { plan: 'cannanaut', interval: 'month' });
    expect(paid.status).toBe(200);
    const cancelled = await member.post('/api/membership/cancel');
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'premium', cancelAtPeriodEnd: true, currentPeriodEnd: paid.body.currentPeriodEnd } });
    expect(await member.get('/api/membership/status')).toMatchObject({ body: { status: 'premium' } });
    expect(await member.get('/api/membership')).toMatchObject({ status: 200, body: { plan: 'cannanaut', cancelAtPeriodEnd: true } });
    expect(await member.post('/api/membership/resume')).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: false } });
    expect((await new Member(stack.url).get('/api/membership')).status).toBe(401);
  });

  it('at the end of a cancelled period the session is free again on the next page load ', async () => {
    const { member, user } = await registerMember(stack);
    await member.post('/api/membership/checkout', { plan: 'cannanaut', interval: 'year' });
    await member.post('/api/membership/cancel');
    await stack.query('identity', `UPDATE memberships SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await member.get('/api/me')).status).toBe(200);
    expect(await member.get('/api/membership/status')).toMatchObject({ body: { status: 'free' } });
    // The session's own tier (what content reads for ads) is checked in the browser test (e2e/tests/account-settings.test.mjs).
  });
});

describe('onboarding state', () => {
  it('is kept per member on the server', async () => {
    const { member, user } = await registerMember(stack);
    expect(await member.get('/api/me/onboarding')).toMatchObject({ status: 200, body: { profileSetupComplete: false, tutorialCompleted: false } });
    expect(await member.put('/api/me/onboarding', { tutorialCompleted: true })).toMatchObject({ status: 200, body: { tutorialCompleted: true } });
    const elsewhere = await signIn(user.username, 'secret-pw', 'New/1');
    expect(await elsewhere.get('/api/me/onboarding')).toMatchObject({ body: { profileSetupComplete: false, tutorialCompleted: true } });
  });
});
