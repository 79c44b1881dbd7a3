// Suspensions (issue 24): the admin suspends a member from the moderation queue; the member is
// signed out at once and the login form shows why and until when; lifting (on the member's profile)
// lets them sign in again.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, signInAsAdmin, skipOnboarding, statusWithin } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** @param {import('playwright-core').Page} p @param {string} username @param {string} password */
async function logIn(p, username, password) {
  await p.goto('/auth');
  await p.getByLabel('Username').fill(username);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Log In' }).click();
}

describe('suspensions', () => {
  test('the admin suspends a member from the queue; they are signed out and the login says why; lifting lets them in', async () => {
    const author = await page();
    await skipOnboarding(author);
    const { username, password, user } = await registerViaApi(author);
    const text = `Clones for sale, DM me ${Date.now()}`;
    const created = await author.request.post('/api/posts', { data: { content: text }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    await author.goto('/');
    await author.getByRole('heading', { name: 'Community Feed' }).waitFor();

    const reporter = await page();
    await registerViaApi(reporter);
    const post = await created.json();
    const filed = await reporter.request.post('/api/reports', { data: { targetType: 'post', targetId: post.id, rule: 'spam-or-selling' }, headers: { origin: BASE_URL } });
    assert.equal(filed.status(), 201, await filed.text());

    // The queue: the note is the reason the member reads; the length from the select; all by keyboard.
    const admin = await page();
    await skipOnboarding(admin);
    await signInAsAdmin(admin);
    await admin.goto('/admin/reports');
    const queued = admin.getByTestId('queued-report').filter({ hasText: text });
    await queued.waitFor();
    await queued.getByLabel('Note for the audit log and the author').fill('Selling clones again');
    await queued.getByLabel('Suspend the author').selectOption({ label: '3 days' });
    await queued.getByRole('button', { name: 'Suspend' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByTestId('toast').filter({ hasText: 'Suspended: post reported under Spam or selling' }).waitFor();

    // Signed out at once: the next request is refused, and the app goes back to sign-in.
    assert.equal((await author.request.get('/api/me')).status(), 401);
    // Their post is hidden meanwhile (social learns of the suspension from moderation's event, a moment later).
    assert.equal(await statusWithin(reporter, `/api/posts/${post.id}`, 404), 404);
    await logIn(author, username, password);
    const refusal = author.getByTestId('login-error');
    await refusal.waitFor();
    const message = await refusal.textContent();
    assert.match(message ?? '', /^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC: Selling clones again$/);
    await checkScreen(author, 'suspensions-login-refused');

    // The admin lifts it on the member's profile; the member signs in again and the post is back.
    await admin.goto(`/profile/${user.id}`);
    const panel = admin.getByTestId('member-suspension');
    await panel.getByText('Selling clones again', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Lift suspension' }).click();
    await admin.getByTestId('toast').filter({ hasText: 'Suspension lifted' }).waitFor();
    await panel.getByRole('button', { name: 'Suspend' }).waitFor();

    await logIn(author, username, password);
    await author.waitForURL((url) => url.pathname === '/');
    assert.equal((await author.request.get('/api/me')).status(), 200);
    assert.equal(await statusWithin(reporter, `/api/posts/${post.id}`, 200), 200);
  });
});
