// Playwright (playwright-core) driving Debian's Chromium: Playwright cannot download its own
// browser here, so the test script installs `chromium` and we point at /usr/bin/chromium.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
// The named export: the package's types describe only its CommonJS build, whose default is the module.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ width?: number, height?: number, ageVerified?: boolean, mobile?: boolean, deviceScaleFactor?: number }} PageOptions */

export async function launch() {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A fresh context: no cookies, no storage. `ageVerified` pre-sets the age gate flag; `mobile`
 * emulates a phone the way Lighthouse does (touch, device scale 1.75, mobile text autosizing);
 * `deviceScaleFactor` sets another density (a 2x phone).
 * @param {Browser} browser
 * @param {PageOptions} [options]
 */
export async function newPage(browser, { width = 1280, height = 900, ageVerified = true, mobile = false, deviceScaleFactor } = {}) {
  const device = { ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}), ...(deviceScaleFactor ? { deviceScaleFactor } : {}) };
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL, ...device });
  if (ageVerified) await context.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const page = await context.newPage();
  return page;
}

/**
 * Runs a test body, saves a full-page screenshot of every page it opened when it fails, and
 * closes those pages' contexts either way (22+ contexts left open slow Chromium on 2 cores).
 * @param {string} name
 * @param {() => Page[]} pages
 * @param {() => Promise<void>} body
 */
export async function withScreenshots(name, pages, body) {
  const closeAll = (/** @type {Page[]} */ list) => Promise.all(list.map((page) => page.context().close().catch(() => undefined)));
  try {
    await body();
  } catch (error) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const list = pages();
    for (const [index, page] of list.entries()) {
      const file = path.join(SCREENSHOTS, `${name.replace(/\W+/g, '-')}-${index}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`screenshot saved: ${file} (${page.url()})`);
    }
    await closeAll(list);
    throw error;
  }
  await closeAll(pages());
}

/**
 * The screens a visitor can open, each with the control that shows React has rendered it (the
 * landing's static pre-JS hero has an h1 too, so a heading alone proves nothing there).
 * @type {Array<{ name: string, path: string, ready: (page: Page) => import('playwright-core').Locator }>}
 */
export const PUBLIC_SCREENS = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('button', { name: 'Subscribe' }) },
  { name: 'auth', path: '/auth', ready: (page) => page.getByRole('tab', { name: 'Register' }) },
  { name: 'membership', path: '/membership', ready: (page) => page.getByRole('button', { name: 'Current Plan' }) },
];

let counter = 0;
export const uniqueUsername = () => `e2e_${Date.now().toString(36)}${counter++}`;

/**
 * Registers through the API in the page's context, so the page is signed in.
 * @param {Page} page
 * @param {Record<string, unknown>} [overrides]
 */
export async function registerViaApi(page, overrides = {}) {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'secret-pw', ...overrides },
    headers: { origin: BASE_URL },
  });
  if (response.status() !== 201) throw new Error(`register failed ${response.status()} ${await response.text()}`);
  return { username, password: 'secret-pw', user: await response.json() };
}

/**
 * Upgrades the page's signed-in member through the (demo) checkout, as the membership page does.
 * @param {Page} page
 * @param {'cannanaut' | 'connoisseur'} [plan]
 */
export async function upgradeViaApi(page, plan = 'cannanaut') {
  const response = await page.request.post('/api/membership/checkout', { data: { plan, interval: 'month' }, headers: { origin: BASE_URL } });
  if (response.status() !== 200) throw new Error(`checkout failed ${response.status()} ${await response.text()}`);
}

/**
 * Marks onboarding done so overlays do not cover what a test looks at.
 * @param {Page} page
 */
export async function skipOnboarding(page) {
  await page.context().addInitScript(() => {
    window.localStorage.setItem('cannaverse_profile_setup_complete', 'true');
    window.localStorage.setItem('cannaverse_onboarding_status', 'completed');
    window.localStorage.setItem('cannaverse_onboarding_step', 'completed');
  });
}

/**
 * One browser per test file: registers the node:test hooks that start and close it, and returns
 * `page()` (a fresh context) and `test()` (an `it` that screenshots and closes every page it
 * opened, see withScreenshots).
 */
export function browserSuite() {
  /** @type {Browser | undefined} */
  let browser;
  /** @type {Page[]} */
  const open = [];
  before(async () => { browser = await launch(); });
  after(async () => browser?.close());
  const page = async (/** @type {PageOptions} */ options = {}) => {
    if (!browser) throw new Error('the browser starts in before(): open pages inside tests');
    const p = await newPage(browser, options);
    open.push(p);
    return p;
  };
  const test = (/** @type {string} */ name, /** @type {() => Promise<void>} */ body) => it(name, () => withScreenshots(name, () => open.splice(0), body));
  return { page, test };
}

/**
 * With SAVE_SCREENSHOTS=1, keeps a picture of the page as `screenshots/<name>.png` for a person
 * to look at (the issue-10 tests name theirs `first-day/<item>-<what>-<width>`).
 * @param {Page} page
 * @param {string} name
 * @param {{ fullPage?: boolean }} [options]
 */
export async function saveScreenshot(page, name, { fullPage = false } = {}) {
  if (process.env.SAVE_SCREENSHOTS !== '1') return;
  const file = path.join(SCREENSHOTS, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
}

/**
 * Records every unhandled promise rejection of the page in `window.__rejections`, from the first
 * script on (a failed call must reach its form, not the global 'An error occurred' box).
 * @param {Page} page
 */
export async function recordUnhandledRejections(page) {
  await page.context().addInitScript(() => {
    window.__rejections = [];
    window.addEventListener('unhandledrejection', (event) => {
      window.__rejections.push(String(event.reason?.message ?? JSON.stringify(event.reason)));
    });
  });
}

/**
 * Signs in as the stack's administrator (username 'admin', the ADMIN_PASSWORD the e2e stack sets).
 * @param {Page} page
 */
export async function signInAsAdmin(page) {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('ADMIN_PASSWORD is not set: run the browser tests through scripts/e2e-stack.mjs');
  const response = await page.request.post('/api/login', { data: { username: 'admin', password }, headers: { origin: BASE_URL } });
  if (!response.ok()) throw new Error(`admin login failed ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * A screen as a member meets it: once the network is quiet, nothing wider than the viewport and no
 * serious or critical axe finding; with SAVE_SCREENSHOTS=1 a full-page picture in screenshots/pages/.
 * @param {Page} page
 * @param {string} name
 */
export async function checkScreen(page, name) {
  await page.waitForLoadState('networkidle');
  if (process.env.SAVE_SCREENSHOTS === '1') {
    mkdirSync(path.join(SCREENSHOTS, 'pages'), { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pages', `${name}.png`), fullPage: true });
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `${name} has serious axe findings`);
}

/**
 * The status of GET `url` once it is `expected`, asking every 100 ms for at most `ms`: for what
 * another service learns from an event a moment after the answer (a suspension hides posts, an
 * appeal restores one). Returns the last status, so an assertion on it still fails when it never came.
 * @param {Page} page
 * @param {string} url
 * @param {number} expected
 */
export async function statusWithin(page, url, expected, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = (await page.request.get(url)).status();
    if (status === expected || Date.now() > deadline) return status;
    await page.waitForTimeout(100);
  }
}
