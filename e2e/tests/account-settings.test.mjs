// Issue 25: a member's account settings in the browser, and the small defects new members met.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, saveScreenshot, skipOnboarding, upgradeViaApi } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** SQL on a service's database of the throwaway stack (as its admin): to let a paid period end. */
async function sql(service, text, params = []) {
  const client = new pg.Client({ host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', password: process.env.PGPASSWORD || undefined, database: `${process.env.E2E_DB_PREFIX}_${service}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

const login = (p, username, password) => p.request.post('/api/login', { data: { username, password }, headers: { origin: BASE_URL } });

describe('account settings', () => {
  test('a member changes their password: the old one fails, the new one works, another session ends', async () => {
    const p = await page();
    await skipOnboarding(p);
    const { username, password } = await registerViaApi(p);
    // The same member on a phone.
    const phone = await page({ width: 375, height: 800, mobile: true });
    assert.equal((await login(phone, username, password)).status(), 200);
    assert.equal((await phone.request.get('/api/me')).status(), 200);

    await p.goto('/');
    await p.getByRole('link', { name: 'Settings' }).click();
    await p.waitForURL('**/settings');
    await p.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const sessions = p.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('This browser', { exact: true }).waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 2);
    await checkScreen(p, 'settings-1280');

    const form = p.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('a-new-secret');
    await form.getByLabel('Confirm new password').fill('a-new-secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect').waitFor();

    await form.getByLabel('Current password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await p.getByTestId('toast').getByText('Your other sessions have been signed out.').waitFor();
    assert.equal((await phone.request.get('/api/me')).status(), 401);
    await sessions.getByText('You are signed in on this browser only.').waitFor();
    assert.equal((await p.request.get('/api/me')).status(), 200);

    const fresh = await page();
    assert.equal((await login(fresh, username, password)).status(), 401);
    assert.equal((await login(fresh, username, 'a-new-secret')).status(), 200);
  });

  test('a member cancels their plan: it shows its end date, ads stay away until then and come back after it', async () => {
    const p = await page();
    await skipOnboarding(p);
    const { user } = await registerViaApi(p);
    await upgradeViaApi(p);
    assert.deepEqual(await (await p.request.get('/api/ads/sidebar')).json(), []);
    await p.goto('/settings');
    const membership = p.getByRole('region', { name: 'Membership' });
    await membership.getByText(/Renews on/).waitFor();
    await membership.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = p.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await membership.getByText(/your plan ends on/).waitFor();
    const { currentPeriodEnd } = await (await p.request.get('/api/membership')).json();
    const shown = new Date(currentPeriodEnd).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await membership.getByText(shown).first().waitFor();
    await membership.getByRole('button', { name: 'Resume membership' }).waitFor();
    await saveScreenshot(p, 'account-settings/membership-cancelled-1280');
    assert.deepEqual(await (await p.request.get('/api/ads/sidebar')).json(), []);

    // The period ends (simulated): on the next page load the member is free and ads come back.
    await sql('identity', `UPDATE memberships SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    await p.goto('/');
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.waitForResponse((response) => response.url().endsWith('/api/me')).catch(() => undefined);
    assert.deepEqual(await (await p.request.get('/api/membership/status')).json(), { status: 'free' });
    assert.ok((await (await p.request.get('/api/ads/sidebar')).json()).length > 0, 'ads are back once the plan ended');
    await p.goto('/settings');
    await p.getByRole('region', { name: 'Membership' }).getByText('You are on the', { exact: false }).waitFor();
  });

  test('the settings page at 375 px', async () => {
    const p = await page({ width: 375, height: 800, mobile: true });
    await skipOnboarding(p);
    await registerViaApi(p);
    await p.goto('/settings');
    await p.getByRole('region', { name: 'Sessions' }).getByText('This browser', { exact: true }).waitFor();
    await checkScreen(p, 'settings-375');
  });
});

describe('new members\' screens (issue 25)', () => {
  test('the two consent checkboxes have the same size at 375 px, where a label wraps', async () => {
    const p = await page({ width: 375, height: 800, mobile: true });
    await p.goto('/auth');
    await p.getByRole('tab', { name: 'Register' }).click();
    const boxes = await Promise.all(['#marketingConsent', '#subscribeToNewsletter'].map((selector) => p.locator(selector).boundingBox()));
    const labelHeight = (await p.locator('label[for="marketingConsent"]').boundingBox())?.height ?? 0;
    assert.ok(labelHeight > 30, 'the first label wraps at 375 px');
    assert.deepEqual(boxes.map((box) => [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]), [[20, 20], [20, 20]]);
  });

  test('the top bar\'s search box keeps its width when the unread badge appears', async () => {
    const reader = await page();
    await skipOnboarding(reader);
    const { user } = await registerViaApi(reader);
    await reader.goto('/');
    const search = reader.getByRole('searchbox', { name: 'Search' });
    await search.waitFor();
    const before = await search.boundingBox();
    const writer = await page();
    await registerViaApi(writer);
    const sent = await writer.request.post(`/api/messages/${user.id}`, { data: { content: 'Hello there' }, headers: { origin: BASE_URL } });
    assert.equal(sent.status(), 201);
    await reader.reload();
    await reader.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    const after = await search.boundingBox();
    assert.deepEqual([Math.round(after?.x ?? 0), Math.round(after?.width ?? 0)], [Math.round(before?.x ?? 0), Math.round(before?.width ?? 0)]);
  });

  test('on a phone the welcome card comes before the feed', async () => {
    const p = await page({ width: 375, height: 800, mobile: true });
    await skipOnboarding(p);
    await registerViaApi(p, { name: 'Phone Grower' });
    await p.goto('/');
    const welcome = p.getByRole('heading', { name: /^Welcome, / });
    await welcome.waitFor();
    const feedHeading = await p.locator('main').getByRole('tab', { name: 'Latest' }).first().boundingBox();
    const welcomeBox = await welcome.boundingBox();
    assert.ok(welcomeBox && feedHeading && welcomeBox.y < feedHeading.y, 'the welcome card sits above the feed');
    await saveScreenshot(p, 'account-settings/home-375');
  });
});
