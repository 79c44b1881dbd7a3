// Issue 25: a member deletes their account in Settings, is signed out everywhere, and cannot log in.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();

const login = (p, username, password) => p.request.post('/api/login', { data: { username, password }, headers: { origin: BASE_URL } });

describe('account deletion', () => {
  test('a member deletes their account: signed out on every browser, lands on the landing page with a notice, cannot log in, their post is gone', async () => {
    const p = await page();
    await skipOnboarding(p);
    const { username, password, user } = await registerViaApi(p);
    const post = await (await p.request.post('/api/posts', { data: { content: 'A post that leaves with me' }, headers: { origin: BASE_URL } })).json();
    const phone = await page({ width: 375, height: 800, mobile: true });
    assert.equal((await login(phone, username, password)).status(), 200);

    await p.goto('/settings');
    const section = p.getByRole('region', { name: 'Delete account' });
    await section.getByText(/cannot be undone/).waitFor();
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await saveScreenshot(p, 'account-deletion/dialog-1280');

    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await p.getByTestId('toast').getByText('Your account has been deleted').waitFor();
    await p.waitForURL(`${BASE_URL}/`);
    await saveScreenshot(p, 'account-deletion/landing-1280');

    assert.equal((await p.request.get('/api/me')).status(), 401);
    assert.equal((await phone.request.get('/api/me')).status(), 401);
    const again = await login(await page(), username, password);
    assert.equal(again.status(), 401);
    assert.equal((await again.json()).message, 'Invalid username or password');

    // Within 60 s nothing of the member is served to anyone: their post and profile are gone.
    const viewer = await page();
    await registerViaApi(viewer);
    const deadline = Date.now() + 60_000;
    let status = 200;
    while (Date.now() < deadline && status !== 404) {
      status = (await viewer.request.get(`/api/posts/${post.id}`)).status();
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.equal(status, 404);
    assert.equal((await viewer.request.get(`/api/users/${user.id}`)).status(), 404);
  });
});
