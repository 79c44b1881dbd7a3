// Issue 10 (a member's first day), the member's own screens: 'Change photo' on the profile (item
// 2), upgrading and finding /membership (4), the setup wizard on a new browser (6).
// SAVE_SCREENSHOTS=1 keeps screenshots/first-day/*.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding, uniqueUsername } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const viewport = (width) => ({ width, height: width < 768 ? 812 : 900, mobile: width < 768 });
const headers = { origin: BASE_URL };

let dir = '';
let photo = '';
before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-members-'));
  // A real camera-sized JPEG (a gradient, so it is not one flat colour): the browser downscales it first.
  photo = path.join(dir, 'portrait.jpg');
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([Math.round((x / width) * 255), 140, Math.round((y / height) * 255)], (y * width + x) * 3);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(photo);
});
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

/** The avatar picture in a post card's author link (the link is named "{username}'s profile"). */
const postAvatar = (scope, username) => scope.getByRole('link', { name: `${username}'s profile` }).locator('img');

describe('issue 10, item 2: Change photo', () => {
  for (const width of [1280, 375]) {
    test(`(10.2) a real photo picked with Change photo becomes the avatar on the profile and on the member's posts, at ${width}px`, async () => {
      const p = await page(viewport(width));
      await skipOnboarding(p);
      const { user, username } = await registerViaApi(p);
      const content = `My first post ${Date.now().toString(36)}`;
      assert.equal((await p.request.post('/api/posts', { data: { content }, headers })).status(), 201);
      await p.goto(`/profile/${user.id}`);
      const post = p.locator('article').filter({ hasText: content });
      await post.waitFor();
      assert.equal(await postAvatar(post, username).count(), 0, 'the post starts with the initial, not a picture');

      await p.getByLabel('Change photo').setInputFiles(photo);
      await p.getByTestId('toast').getByText('Profile picture updated').waitFor();
      const avatar = p.getByRole('img', { name: `${username}'s avatar` });
      await p.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await avatar.elementHandle());
      const src = await avatar.getAttribute('src') ?? '';
      // The picture asks for the avatar's small rendition (issue 14); the stored avatar itself is the 500 px JPEG.
      const { avatar: stored } = await (await p.request.get('/api/me')).json();
      assert.match(stored, /^\/media\/avatars\/.+\.jpg$/);
      assert.equal(src, stored.replace(/\.jpg$/, '-s96.webp'));
      const size = (await sharp(await (await p.request.get(stored)).body()).metadata());
      assert.deepEqual([size.width, size.height], [500, 375], 'downscaled to fit 500x500, keeping the 4:3 shape');
      assert.equal(await postAvatar(post, username).getAttribute('src'), src, 'the post on the profile still shows the old face');
      await saveScreenshot(p, `first-day/02-change-photo-${width}`);

      // The feed, after a reload: the server's copy of the author card has the new avatar too.
      await p.goto('/');
      const inFeed = p.locator('article').filter({ hasText: content });
      await inFeed.waitFor();
      for (let attempt = 0; attempt < 20 && (await postAvatar(inFeed, username).count()) === 0; attempt++) {
        await p.waitForTimeout(250);
        await p.reload();
        await inFeed.waitFor();
      }
      assert.equal(await postAvatar(inFeed, username).getAttribute('src'), src);
    });
  }
});

describe('issue 10, item 4: membership', () => {
  test("(10.4) 'Processing...' stays until the navigation to /membership/success at 1.5 s; no card changes before", async () => {
    const p = await page();
    await skipOnboarding(p);
    await registerViaApi(p);
    await p.goto('/membership');
    await p.getByRole('button', { name: 'Choose Cannanaut' }).waitFor();
    // Sample both cards' buttons every frame from the click until the success page.
    await p.evaluate(() => {
      window.__samples = [];
      const label = (plan) => document.querySelector(`[aria-labelledby="plan-${plan}"] button`)?.textContent ?? '';
      const start = performance.now();
      const tick = () => {
        window.__samples.push([performance.now() - start, location.pathname, label('cannanaut'), label('free')]);
        if (location.pathname === '/membership') requestAnimationFrame(tick);
      };
      /** @type {HTMLButtonElement | null} */ (document.querySelector('[aria-labelledby="plan-cannanaut"] button'))?.click();
      requestAnimationFrame(tick);
    });
    await p.waitForURL((url) => url.pathname === '/membership/success');
    await p.getByRole('heading', { name: 'Welcome to Premium Membership!' }).waitFor();
    const samples = await p.evaluate(() => window.__samples);
    const before = samples.filter(([, where]) => where === '/membership');
    const arrived = samples.find(([, where]) => where === '/membership/success');
    assert.ok(arrived && arrived[0] >= 1450, `navigated after ${arrived?.[0]} ms`);
    assert.deepEqual([...new Set(before.map(([, , cannanaut]) => cannanaut))], ['Processing...'], 'the chosen card said something else before the navigation');
    assert.deepEqual([...new Set(before.map(([, , , free]) => free))], ['Current Plan'], 'the free card changed before the navigation');
  });

  for (const width of [1280, 375]) {
    test(`(10.4) a premium member's free card offers no downgrade, at ${width}px`, async () => {
      const p = await page(viewport(width));
      await skipOnboarding(p);
      await registerViaApi(p);
      assert.equal((await p.request.post('/api/membership/checkout', { data: { plan: 'cannanaut', interval: 'month' }, headers })).status() < 300, true);
      await p.goto('/membership');
      const cannanaut = p.getByRole('region', { name: 'Cannanaut' });
      const current = cannanaut.getByRole('button', { name: 'Current Plan' });
      await current.waitFor();
      assert.equal(await current.isDisabled(), true);
      const free = p.getByRole('region', { name: 'Free' }).getByRole('button');
      assert.equal(await free.innerText(), 'Included in your plan');
      assert.equal(await free.isDisabled(), true);
      await p.getByRole('region', { name: 'Free' }).scrollIntoViewIfNeeded();
      await saveScreenshot(p, `first-day/04-membership-premium-${width}`);
    });

    test(`(10.4) a member finds /membership in the top bar and on the welcome card, at ${width}px`, async () => {
      const p = await page(viewport(width));
      await skipOnboarding(p);
      await registerViaApi(p);
      await p.goto('/');
      const card = p.getByRole('region', { name: /^Welcome, / });
      const upgrade = card.getByRole('link', { name: 'See membership plans' });
      assert.equal(await upgrade.getAttribute('href'), '/membership');
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(p, `first-day/04-welcome-card-${width}`);
      await upgrade.click();
      await p.waitForURL((url) => url.pathname === '/membership');
      await p.getByRole('button', { name: 'Choose Cannanaut' }).waitFor();

      await p.goto('/');
      const bar = p.getByRole('banner');
      if (width < 768) await bar.getByRole('button', { name: 'Menu' }).click();
      await bar.getByRole('link', { name: 'Membership' }).click();
      await p.waitForURL((url) => url.pathname === '/membership');
    });
  }
});

describe('issue 10, item 6: the setup wizard on a new browser', () => {
  test('(10.6) a returning member with a display name is not sent through the wizard again; the local flag is set instead', async () => {
    const first = await page();
    const { username, password } = await registerViaApi(first, { name: 'Returning Rita' });
    const p = await page(); // a new browser: nothing stored but the age gate
    await p.goto('/auth');
    await p.getByLabel('Username').fill(username);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('heading', { name: 'Community Feed' }).waitFor();
    // The tutorial (kept per browser by the spec) opens with the profile step already done.
    await p.getByRole('dialog', { name: 'Share on the feed' }).waitFor();
    assert.equal(await p.getByRole('dialog', { name: 'Welcome to Cannaverse!' }).count(), 0);
    assert.equal(await p.evaluate(() => localStorage.getItem('cannaverse_profile_setup_complete')), 'true');
    await saveScreenshot(p, 'first-day/06-returning-member-1280');
  });

  test('(10.6) a member who just registered with a name still gets the wizard, with the name filled in', async () => {
    const p = await page();
    await p.goto('/auth');
    await p.getByRole('tab', { name: 'Register' }).click();
    const username = uniqueUsername();
    await p.getByLabel('Username').fill(username);
    await p.getByLabel('Email').fill(`${username}@example.com`);
    await p.getByLabel('Name (optional)').fill('Newbie Nora');
    await p.getByLabel('Password').fill('secret-pw');
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByRole('dialog', { name: 'Welcome to Cannaverse!' }).waitFor();
    await p.getByRole('button', { name: "Let's Get Started" }).click();
    assert.equal(await p.getByLabel('Display name', { exact: true }).inputValue(), 'Newbie Nora');
  });
});
