// Issue 14, skeletons: while a list loads, each screen shows placeholders shaped like its content
// (the loading words only for screen readers), and the placeholder rows are as tall as the real ones,
// so nothing jumps when the answer arrives. Each answer is held back with page.route to catch the
// loading state, at 375 and 1280 px; SAVE_SCREENSHOTS=1 keeps both states in screenshots/skeletons/.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, signInAsAdmin, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const WIDTHS = [375, 1280];
/** How far a placeholder row may differ from the real one (rounding, a badge 1 px shorter than a line). */
const TOLERANCE_PX = 3;

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/**
 * Holds back the answers whose path `matches` until the returned function is called.
 * @param {Page} p @param {(pathname: string) => boolean} matches
 */
async function hold(p, matches) {
  /** @type {() => void} */
  let release = () => undefined;
  const gate = new Promise((resolve) => { release = () => resolve(undefined); });
  /** @param {URL} url */
  const matcher = (url) => matches(url.pathname);
  // A request the page gave up on (it navigated on) is gone by the time the gate opens.
  await p.route(matcher, async (route) => { await gate; await route.continue().catch(() => undefined); });
  return async () => { release(); await p.unroute(matcher); };
}

/** @param {Locator} locator */
const height = async (locator) => Math.round((await locator.boundingBox())?.height ?? -1);

/**
 * Opens a screen with its answer held: the skeleton shows, its status is only for screen readers and
 * no other loading text is visible; then the answer comes and the real rows are as tall as the
 * placeholders (`row` picks a comparable part of each, or null to only look at it).
 * @param {Page} p
 * @param {{ name: string, api: (pathname: string) => boolean, open: (p: Page) => Promise<void>, skeleton: string, label: string,
 *   loaded: (p: Page) => Locator, row: null | { skeleton: (s: Locator) => Locator, loaded: (p: Page) => Locator } }} screen
 */
async function checkSkeleton(p, { name, api, open, skeleton, label, loaded, row }) {
  for (const width of WIDTHS) {
    await p.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const release = await hold(p, api);
    await open(p);
    const placeholders = p.getByTestId(skeleton);
    await placeholders.waitFor();
    const region = placeholders.locator('xpath=..');
    const status = region.getByRole('status');
    assert.equal(await status.textContent(), label);
    assert.ok(((await status.boundingBox())?.width ?? 0) <= 1, `${name}: the status is for screen readers only`);
    const visibleLoading = await p.getByText(/loading/i).evaluateAll((nodes) => nodes
      .filter((node) => node.getBoundingClientRect().width > 1)
      .map((node) => node.textContent));
    assert.deepEqual(visibleLoading, [], `${name}: no loading line anyone can see`);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} skeleton scrolls sideways at ${width}px`);
    const placeholderHeight = row ? await height(row.skeleton(placeholders)) : null;
    await saveScreenshot(p, `skeletons/${name}-loading-${width}`, { fullPage: true });

    await release();
    await loaded(p).first().waitFor();
    await placeholders.waitFor({ state: 'detached' });
    await saveScreenshot(p, `skeletons/${name}-loaded-${width}`, { fullPage: true });
    if (row && placeholderHeight !== null) {
      const real = await height(row.loaded(p));
      assert.ok(Math.abs(real - placeholderHeight) <= TOLERANCE_PX, `${name} at ${width}px: a placeholder row is ${placeholderHeight}px, the real one ${real}px`);
    }
  }
}

/**
 * A name of a usual length. The generated e2e names (13+ characters) wrap on a phone where a usual
 * name fits one line (a blocked member beside Unblock; 'a to b' and Read in a searched message),
 * so the rows would be a line taller than their one-line placeholders.
 */
const shortName = () => `m${Math.random().toString(36).slice(2, 8)}`;

/**
 * Posts as the page's member. Another service learns of a new member from an event, a moment after
 * the registration answered, so a 404 about a member just made is tried again for a few seconds.
 * @param {Page} p @param {string} path @param {unknown} data
 */
async function post(p, path, data) {
  for (const started = Date.now(); ;) {
    const response = await p.request.post(path, { data, headers: { origin: BASE_URL } });
    if (response.status() === 404 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  }
}

describe('skeletons', () => {
  test("a member's inbox, settings, a strain's members report and the grow guides load as skeletons", async () => {
    const sender = await page();
    const { user: senderUser } = await registerViaApi(sender, { username: shortName() });
    const p = await page();
    await skipOnboarding(p);
    const { user: me } = await registerViaApi(p);
    await post(sender, `/api/messages/${me.id}`, { content: 'Are you going to the expo?' });
    await post(p, `/api/users/${senderUser.id}/block`, {});

    await checkSkeleton(p, {
      name: 'inbox', api: (path) => path === '/api/messages', open: (q) => q.goto('/messages').then(() => undefined),
      skeleton: 'conversations-skeleton', label: 'Loading conversations...', loaded: (q) => q.getByTestId('conversation'),
      row: { skeleton: (s) => s.locator('li').first(), loaded: (q) => q.getByRole('list', { name: 'Conversations' }).locator('li').first() },
    });
    await checkSkeleton(p, {
      name: 'settings-privacy', api: (path) => path === '/api/messages/settings', open: (q) => q.goto('/settings').then(() => undefined),
      skeleton: 'message-privacy-skeleton', label: 'Loading...', loaded: (q) => q.getByLabel(/^Everyone/),
      row: { skeleton: (s) => s.locator('fieldset'), loaded: (q) => q.getByRole('group', { name: 'Who can message you' }) },
    });
    await checkSkeleton(p, {
      name: 'settings-blocked', api: (path) => path === '/api/blocks', open: (q) => q.goto('/settings').then(() => undefined),
      skeleton: 'blocked-skeleton', label: 'Loading...', loaded: (q) => q.getByRole('button', { name: 'Unblock' }),
      row: { skeleton: (s) => s.locator('li').first(), loaded: (q) => q.getByRole('list', { name: 'Blocked members' }).locator('li').first() },
    });

    const strains = await (await p.request.get('/api/strains?search=Blue%20Dream&limit=5')).json();
    const strain = strains.items.find((/** @type {{ name: string }} */ s) => s.name === 'Blue Dream');
    assert.ok(strain, 'Blue Dream is in the catalogue');
    await checkSkeleton(p, {
      name: 'strain-members-report', api: (path) => path.endsWith('/members-report'), open: (q) => q.goto(`/strains/${strain.id}`).then(() => undefined),
      // Other test files may have rated Blue Dream by now (one database per run): either answer will do.
      skeleton: 'members-report-skeleton', label: 'Loading...', loaded: (q) => q.getByText('No member has rated this strain yet', { exact: false }).or(q.getByTestId('post-ratings')),
      row: null,
    });
    await checkSkeleton(p, {
      name: 'grow-guides', api: (path) => path === '/api/grow-guides', open: (q) => q.goto('/grow-guides').then(() => undefined),
      skeleton: 'guide-skeletons', label: 'Loading guides...', loaded: (q) => q.getByRole('article'),
      row: null,
    });
  });

  test("the admin's reports, user search and audit log load as skeletons", async () => {
    const a = await page();
    const { user: aUser } = await registerViaApi(a, { username: shortName() });
    const b = await page();
    const { user: bUser } = await registerViaApi(b, { username: shortName() });
    const message = await post(b, `/api/messages/${aUser.id}`, { content: 'Buy cheap seeds now' });
    await post(a, `/api/messages/${message.id}/report`, { reason: 'Spam' });
    await post(a, `/api/messages/${bUser.id}`, { content: 'Please stop' });

    const admin = await page();
    await skipOnboarding(admin);
    await signInAsAdmin(admin);
    await checkSkeleton(admin, {
      name: 'admin-reports', api: (path) => path === '/api/admin/messages/reported',
      open: async (q) => {
        await q.goto('/admin/messages');
        await q.getByRole('tab', { name: 'Reports' }).click();
      },
      skeleton: 'reports-skeleton', label: 'Loading reports...', loaded: (q) => q.getByTestId('report'),
      row: null,
    });
    await checkSkeleton(admin, {
      name: 'admin-user-search', api: (path) => path.startsWith('/api/admin/messages/user/'),
      open: async (q) => {
        await q.goto('/admin/messages');
        await q.getByRole('tab', { name: 'User Search' }).click();
        await q.getByLabel('User ID').fill(aUser.id);
        await q.getByRole('button', { name: 'Search' }).click();
      },
      skeleton: 'user-messages-skeleton', label: 'Loading messages...', loaded: (q) => q.getByTestId('user-message'),
      row: { skeleton: (s) => s.locator('li').first(), loaded: (q) => q.getByTestId('user-message').first() },
    });
    await checkSkeleton(admin, {
      name: 'admin-dashboard-audit', api: (path) => path === '/api/admin/dashboard', open: (q) => q.goto('/admin/dashboard').then(() => undefined),
      skeleton: 'audit-skeleton', label: 'Loading audit entries...', loaded: (q) => q.getByTestId('audit-entry'),
      row: { skeleton: (s) => s.locator('li').first(), loaded: (q) => q.getByTestId('audit-entry').first() },
    });
    await checkSkeleton(admin, {
      name: 'admin-full-audit-log', api: (path) => path === '/api/admin/audit',
      open: async (q) => {
        await q.goto('/admin/dashboard');
        await q.getByRole('button', { name: 'Show the full audit log' }).click();
      },
      skeleton: 'audit-skeleton', label: 'Loading the audit log...', loaded: (q) => q.getByTestId('audit-entry'),
      row: { skeleton: (s) => s.locator('li').first(), loaded: (q) => q.getByTestId('audit-entry').first() },
    });
  });
});
