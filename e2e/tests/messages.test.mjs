// Direct messages, reports and message monitoring (core spec §2 "Direct messages", §4, §8, §9;
// content spec §2 "Admin message monitoring", §4, §8): two members talk, the reply arrives by
// polling, the unread badge counts it, a report is resolved by the admin and the reporter sees the
// outcome; 'people I follow' refuses a stranger; polling pauses while the tab is hidden.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, browserSuite, registerViaApi, SCREENSHOTS, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

// SAVE_SCREENSHOTS=1 keeps a picture of each screen at phone and desktop widths for a person to look at.
const keep = process.env.SAVE_SCREENSHOTS === '1';
/** @param {import('playwright-core').Page} p @param {string} name */
async function look(p, name) {
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    // Nothing may stick out sideways on a phone.
    const wide = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(wide, false, `${name} scrolls sideways at ${width}px`);
    if (keep) {
      mkdirSync(path.join(SCREENSHOTS, 'messages'), { recursive: true });
      await p.screenshot({ path: path.join(SCREENSHOTS, 'messages', `${name}-${width}.png`), fullPage: true });
    }
  }
  await p.setViewportSize({ width: 1280, height: 900 });
}

async function member() {
  const p = await page();
  await skipOnboarding(p);
  const registered = await registerViaApi(p);
  return { p, ...registered };
}

/** @param {import('playwright-core').Page} p */
const messages = (p) => p.getByTestId('message');
/** @param {import('playwright-core').Page} p @param {string} text */
const messageWith = (p, text) => messages(p).filter({ hasText: text });
/** @param {import('playwright-core').Page} p @param {string} text */
async function send(p, text) {
  await p.getByPlaceholder('Type your message...', { exact: true }).fill(text);
  await p.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('direct messages', () => {
  test('two members talk: the reply arrives by polling within 6 s, the badge counts it, a report is resolved and the reporter is told', async () => {
    const a = await member();
    const b = await member();

    // A opens the conversation: the header, the empty state, the box.
    await a.p.goto(`/messages/${b.user.id}`);
    await a.p.getByRole('heading', { level: 1, name: b.username }).waitFor();
    await a.p.getByText('No messages yet. Start a conversation!', { exact: true }).waitFor();
    assert.equal(await a.p.getByRole('log', { name: 'Messages' }).evaluate((el) => el.getBoundingClientRect().height), 400);
    await send(a.p, 'Hello from A');
    await messageWith(a.p, 'Hello from A').waitFor();
    assert.equal(await messageWith(a.p, 'Hello from A').getAttribute('data-own'), 'true');
    await a.p.evaluate(() => { window.__noReload = true; });

    // B's top bar counts the unread message.
    await b.p.goto('/');
    const badgeLink = b.p.getByRole('link', { name: 'Messages, 1 unread' });
    await badgeLink.waitFor();
    await badgeLink.click();
    await b.p.waitForURL('**/messages');
    const line = b.p.getByTestId('conversation').filter({ hasText: 'Hello from A' });
    await line.getByLabel('1 unread').waitFor();
    await look(b.p, 'inbox');
    await line.click();
    await messageWith(b.p, 'Hello from A').waitFor();
    assert.equal(await messageWith(b.p, 'Hello from A').getAttribute('data-own'), 'false');
    // Reading it clears the badge.
    await b.p.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // B replies; A sees it without reloading, within 6 s (polled every 5 s).
    const sentAt = Date.now();
    await send(b.p, 'Hi A, nice to meet you');
    await messageWith(b.p, 'Hi A, nice to meet you').waitFor();
    await messageWith(a.p, 'Hi A, nice to meet you').waitFor({ timeout: 6000 });
    const waited = Date.now() - sentAt;
    assert.ok(waited <= 6000, `the reply took ${waited} ms`);
    assert.equal(await a.p.evaluate(() => window.__noReload), true, 'the page was reloaded');
    // Oldest at the top, each with its 'MMM d, h:mm a' time; the box stays on the newest.
    assert.deepEqual(await messages(a.p).locator('p').allInnerTexts(), ['Hello from A', 'Hi A, nice to meet you']);
    assert.match(await messageWith(a.p, 'Hi A').locator('time').innerText(), /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
    await look(a.p, 'conversation');

    // A reports B's message.
    await messageWith(a.p, 'Hi A, nice to meet you').getByRole('button', { name: 'Report' }).click();
    const dialog = a.p.getByRole('dialog', { name: 'Report message' });
    await dialog.getByLabel('Reason').fill('Testing the report flow');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await a.p.getByTestId('toast').filter({ hasText: 'Report sent' }).waitFor();

    // The admin resolves it from the Reports tab.
    const admin = await page();
    await skipOnboarding(admin);
    const login = await admin.request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD }, headers: { origin: BASE_URL } });
    assert.equal(login.status(), 200, await login.text());
    await admin.goto('/admin/messages');
    await admin.getByRole('heading', { name: 'Message Monitoring' }).waitFor();
    await admin.getByRole('list', { name: 'Recent reports' }).getByText('Hi A, nice to meet you').waitFor();
    await look(admin, 'admin-overview');
    await admin.getByRole('button', { name: 'View All Reports' }).click();
    assert.equal(await admin.getByLabel('Status').inputValue(), 'pending');
    const card = admin.getByTestId('report').filter({ hasText: 'Hi A, nice to meet you' });
    await card.waitFor();
    assert.equal(await card.locator('[data-status]').textContent(), 'pending');
    await look(admin, 'admin-reports');
    await card.getByRole('button', { name: 'Mark Resolved' }).click();
    const updated = admin.getByTestId('toast').filter({ hasText: 'Report updated' });
    await updated.waitFor();
    assert.match(await updated.innerText(), /The report status has been updated successfully\./);
    await card.waitFor({ state: 'detached' });
    await admin.getByLabel('Status').selectOption('resolved');
    const resolved = admin.getByTestId('report').filter({ hasText: 'Hi A, nice to meet you' });
    await resolved.waitFor();
    assert.equal(await resolved.locator('[data-status]').textContent(), 'resolved');
    assert.equal(await resolved.getByRole('button', { name: /Mark Resolved|Dismiss/ }).count(), 0);

    // The admin's look-up shows Read/Unread and is written to the audit log on the dashboard.
    await admin.getByRole('tab', { name: 'User Search' }).click();
    assert.equal(await admin.getByRole('button', { name: 'Search' }).isDisabled(), true);
    await admin.getByLabel('User ID').fill(b.user.id);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByTestId('user-message').filter({ hasText: 'Hi A, nice to meet you' }).getByText('Read', { exact: true }).waitFor();
    await look(admin, 'admin-user-search');
    // By username too (issue 27).
    await admin.getByLabel('User ID').fill(b.username);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByTestId('user-message').filter({ hasText: 'Hi A, nice to meet you' }).waitFor();
    await admin.goto('/admin/dashboard');
    await admin.getByTestId('audit-entry').filter({ hasText: "Looked up a member's messages" }).filter({ hasText: b.username }).first().waitFor();
    await look(admin, 'admin-dashboard');

    // The reporter is told the outcome on their messages page.
    await a.p.goto('/messages');
    const notice = a.p.getByTestId('report-outcome');
    await notice.getByText('Your report was reviewed: resolved', { exact: true }).waitFor();
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  test("a member who accepts messages only from people they follow refuses a stranger ('You can't message this member')", async () => {
    const careful = await member();
    const stranger = await member();
    await careful.p.goto('/settings');
    await careful.p.getByLabel(/^People I follow/).check();
    await careful.p.getByTestId('toast').filter({ hasText: 'Settings saved' }).waitFor();
    await look(careful.p, 'settings');

    await stranger.p.goto(`/messages/${careful.user.id}`);
    await stranger.p.getByRole('heading', { level: 1, name: careful.username }).waitFor();
    // A clear state instead of a message box that would fail (issue 24): the stranger is not told why.
    await stranger.p.getByText("You can't message this member", { exact: true }).waitFor();
    assert.equal(await stranger.p.getByPlaceholder('Type your message...', { exact: true }).count(), 0);
    assert.equal(await messages(stranger.p).count(), 0);

    // Once followed, the same member gets through.
    await careful.p.goto(`/profile/${stranger.user.id}`);
    // The button turns at once (optimistic): wait for the server's answer before writing.
    const followed = careful.p.waitForResponse((response) => response.url().endsWith(`/api/users/${stranger.user.id}/follow`) && response.request().method() === 'POST');
    await careful.p.getByRole('button', { name: 'Follow', exact: true }).click();
    assert.equal((await followed).status(), 200);
    await stranger.p.reload();
    await send(stranger.p, 'Thanks for the follow');
    await messageWith(stranger.p, 'Thanks for the follow').waitFor();
  });

  test('polling pauses while the tab is hidden and resumes when it is shown', async () => {
    const a = await member();
    const b = await member();
    await a.p.goto(`/messages/${b.user.id}`);
    await a.p.getByText('No messages yet. Start a conversation!', { exact: true }).waitFor();
    let polls = 0;
    a.p.on('request', (request) => { if (request.method() === 'GET' && request.url().includes(`/api/messages/${b.user.id}?`)) polls++; });
    /** @param {'hidden' | 'visible'} state */
    const setVisibility = (state) => a.p.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
    await setVisibility('hidden');
    polls = 0;
    await a.p.waitForTimeout(11_000);
    assert.equal(polls, 0, 'polled while hidden');
    await setVisibility('visible');
    await a.p.waitForRequest((request) => request.url().includes(`/api/messages/${b.user.id}?`), { timeout: 6000 });
  });
});
