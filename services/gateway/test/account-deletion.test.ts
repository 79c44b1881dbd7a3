import { AccountMessages } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
beforeAll(async () => { stack = await new GatewayStack(['identity']).start(); }, 90_000);
afterAll(async () => stack?.stop());

async function signIn(username: string, password: string): Promise<Member> {
  const browser = new Member(stack.url);
  expect((await browser.request('POST', '/api/login', { json: { username, password } })).status).toBe(200);
  return browser;
}

describe('DELETE /api/me', () => {
  it('needs the password (403 on a wrong one, 401 signed out, 400 without), then 202 ends every session of the member and refuses logins', async () => {
    const { member, user } = await registerMember(stack);
    const phone = await signIn(user.username, 'secret-pw');
    const laptop = await signIn(user.username, 'secret-pw');
    const { member: bystander } = await registerMember(stack);

    expect(await new Member(stack.url).request('DELETE', '/api/me', { json: { password: 'secret-pw' } })).toMatchObject({ status: 401 });
    expect(await member.request('DELETE', '/api/me', { json: { password: 'wrong-one' } })).toMatchObject({ status: 403, body: { message: AccountMessages.wrongPassword } });
    expect(await member.request('DELETE', '/api/me', { json: {} })).toMatchObject({ status: 400, body: { message: 'Password is required' } });
    expect((await phone.get('/api/me')).status).toBe(200);

    expect(await member.request('DELETE', '/api/me', { json: { password: 'secret-pw' } })).toMatchObject({ status: 202, body: { status: 'deleting', requestedAt: expect.any(String) } });
    expect(member.cookie).toBe('');
    for (const browser of [member, phone, laptop]) expect(await browser.get('/api/me')).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(await new Member(stack.url).request('POST', '/api/login', { json: { username: user.username, password: 'secret-pw' } }))
      .toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    // Another member's session is untouched.
    expect((await bystander.get('/api/me')).status).toBe(200);
  });
});
