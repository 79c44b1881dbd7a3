// Playwright (playwright-core) driving Debian's Chromium: Playwright cannot download its own
// browser here, so the test script installs `chromium` and we point at /usr/bin/chromium.
import { after, before, it } from 'node:test';
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch() {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A fresh context: no cookies, no storage. `ageVerified` pre-sets the age gate flag; `mobile`
 * emulates a phone the way Lighthouse does (touch, device scale 1.75, mobile text autosizing).
 */
export async function newPage(browser, { width = 1280, height = 900, ageVerified = true, mobile = false } = {}) {
  const device = mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {};
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL, ...device });
  if (ageVerified) await context.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const page = await context.newPage();
  return page;
}

/**
 * Runs a test body, saves a full-page screenshot of every page it opened when it fails, and
 * closes those pages' contexts either way (22+ contexts left open slow Chromium on 2 cores).
 */
export async function withScreenshots(name, pages, body) {
  const closeAll = (list) => Promise.all(list.map((page) => page.context().close().catch(() => undefined)));
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

let counter = 0;
export const uniqueUsername = () => `e2e_${Date.now().toString(36)}${counter++}`;

/** Registers through the API in the page's context, so the page is signed in. */
export async function registerViaApi(page, overrides = {}) {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'secret-pw', ...overrides },
    headers: { origin: BASE_URL },
  });
  if (response.status() !== 201) throw new Error(`register failed ${response.status()} ${await response.text()}`);
  return { username, password: 'secret-pw', user: await response.json() };
}

/** Marks onboarding done so overlays do not cover what a test looks at. */
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
  let browser;
  const open = [];
  before(async () => { browser = await launch(); });
  after(async () => browser?.close());
  const page = async (options) => { const p = await newPage(browser, options); open.push(p); return p; };
  const test = (name, body) => it(name, () => withScreenshots(name, () => open.splice(0), body));
  return { page, test };
}
