// Issue 10 (a member's first day), the post card: 'Show more' only when clamped (item 5), own post
// actions in a menu (7, and item 1's failed delete), photo crops, the opened photo and the sticky
// sidebar (9). At 375 and 1280 px; SAVE_SCREENSHOTS=1 keeps screenshots/first-day/*.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BASE_URL, browserSuite, recordUnhandledRejections, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const WIDTHS = [1280, 375];
const viewport = (width) => ({ width, height: width < 768 ? 812 : 900, mobile: width < 768 });

let dir = '';
/** @type {Record<string, string>} */
const photos = {};
before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-first-day-'));
  // A tall, a wide and a 4:3 photo: two beyond the feed's crop limits (4:5 and 1.91:1), one inside.
  for (const [name, width, height, colour] of /** @type {const} */ ([['tall', 400, 1000, { r: 40, g: 120, b: 60 }], ['wide', 1000, 300, { r: 160, g: 90, b: 40 }], ['classic', 800, 600, { r: 60, g: 90, b: 160 }]])) {
    photos[name] = path.join(dir, `${name}.png`);
    await sharp({ create: { width, height, channels: 3, background: colour } }).png().toFile(photos[name]);
  }
});
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

const unique = (label) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const headers = { origin: BASE_URL };

async function createPost(p, content, mediaUrl) {
  const response = await p.request.post('/api/posts', { data: mediaUrl ? { content, mediaUrl } : { content }, headers });
  assert.equal(response.status(), 201, `create post: ${await response.text()}`);
  return response.json();
}

async function upload(p, file) {
  const response = await p.request.post('/api/upload', { multipart: { file: { name: path.basename(file), mimeType: 'image/png', buffer: await sharp(file).png().toBuffer() } }, headers });
  assert.equal(response.status(), 201, `upload: ${await response.text()}`);
  return (await response.json()).url;
}

const card = (p, content) => p.locator('article').filter({ has: p.getByTestId('post-content').getByText(content, { exact: true }) });

async function memberOnFeed(width, overrides = {}) {
  const p = await page(viewport(width));
  await skipOnboarding(p);
  const member = await registerViaApi(p, overrides);
  return { p, member };
}

describe('issue 10, item 5: Show more only when the text is clamped', () => {
  for (const width of WIDTHS) {
    test(`(10.5) 'Show more' shows only on clamped posts over 150 characters, and always does something, at ${width}px`, async () => {
      const { p } = await memberOnFeed(width);
      const tag = unique('Clamp');
      const words = (length) => `${tag} ${'harvest notes '.repeat(20)}`.slice(0, length).trimEnd().padEnd(length, 'x');
      const short = [151, 156, 162].map(words);
      const long = words(600);
      for (const content of [...short, long]) await createPost(p, content);
      await p.goto('/');
      await card(p, long).waitFor();

      const toggle = (content, name) => card(p, content).getByRole('button', { name, exact: true });
      const clamped = (content) => card(p, content).getByTestId('post-content').evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      for (const content of [...short, long]) {
        await card(p, content).waitFor(); // the cards under the first screen render when the browser is idle
        const hasToggle = (await toggle(content, 'Show more').count()) === 1;
        assert.equal(hasToggle, await clamped(content), `${content.length} characters at ${width}px: toggle ${hasToggle}, clamped ${!hasToggle}`);
        if (!hasToggle) continue;
        const body = card(p, content).getByTestId('post-content');
        const before = await body.evaluate((el) => el.getBoundingClientRect().height);
        await toggle(content, 'Show more').click();
        await toggle(content, 'Show less').waitFor();
        assert.ok(await body.evaluate((el) => el.getBoundingClientRect().height) > before, 'Show more changed nothing');
        await toggle(content, 'Show less').click();
        await toggle(content, 'Show more').waitFor();
      }
      if (width >= 768) {
        // Two lines on a wide screen: nothing to show more of.
        for (const content of short) assert.equal(await toggle(content, 'Show more').count(), 0, `${content.length} characters fit in two lines`);
      } else {
        assert.equal(await toggle(short[2], 'Show more').count(), 1, '162 characters are more than 3 lines on a phone');
      }
      assert.equal(await toggle(long, 'Show more').count(), 1);
      await card(p, short[0]).scrollIntoViewIfNeeded();
      await saveScreenshot(p, `first-day/05-show-more-${width}`);
    });
  }
});

describe('issue 10, item 7: own post actions in a menu', () => {
  for (const width of WIDTHS) {
    test(`(10.7) a long username and the date stay on one line; Edit and Delete are in the ⋯ menu, at ${width}px`, async () => {
      // 18-19 characters, shown whole; the other member's 30 (the maximum) end in an ellipsis on a phone.
      const username = `e2e_${Date.now().toString(36)}${width}_gr`;
      const { p } = await memberOnFeed(width, { username, email: `${username}@example.com` });
      const other = await page();
      const longest = `e2e_${Date.now().toString(36)}${width}_green_grower_xx`.slice(0, 30);
      await registerViaApi(other, { username: longest, email: `${longest}@example.com` });
      const theirs = unique('Their post');
      await createPost(other, theirs);
      const mine = unique('My own post');
      await createPost(p, mine);
      await p.goto('/');
      const post = card(p, mine);
      await post.waitFor();

      const lines = (locator) => locator.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      const name = post.getByRole('link', { name: username, exact: true });
      assert.equal(await lines(name), 1, 'the username wraps');
      const fit = await name.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      assert.ok(fit.scroll <= fit.client, `the username is cut: ${JSON.stringify(fit)}`);
      assert.equal(await lines(post.locator('time')), 1, 'the date wraps');
      const theirName = card(p, theirs).getByRole('link', { name: longest, exact: true });
      assert.equal(await lines(theirName), 1, 'a 30-character username wraps');
      assert.equal(await theirName.getAttribute('title'), longest, 'a cut username has no title to read it whole');
      await saveScreenshot(p, `first-day/07-own-post-${width}`);

      // Another member's post offers Report and Mute (issue 24), never Edit or Delete.
      const theirActions = card(p, theirs).getByRole('button', { name: 'Post actions' });
      await theirActions.click();
      const items = await card(p, theirs).getByRole('menuitem').allInnerTexts();
      assert.equal(items.length, 2, `actions on another member's post: ${items.join(', ')}`);
      assert.equal(items[0], 'Report post');
      assert.match(items[1], /^Mute @/);
      await p.keyboard.press('Escape');
      assert.equal(await post.getByRole('button', { name: /^(Edit|Delete)( post)?$/ }).count(), 0, 'Edit/Delete outside the menu');
      const actions = post.getByRole('button', { name: 'Post actions' });
      assert.equal(await actions.getAttribute('aria-expanded'), 'false');
      await actions.click();
      const menu = post.getByRole('menu', { name: 'Post actions' });
      await menu.getByRole('menuitem', { name: 'Edit post' }).waitFor();
      await saveScreenshot(p, `first-day/07-post-menu-${width}`);
      await p.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await actions.click();
      await menu.getByRole('menuitem', { name: 'Edit post' }).click();
      const dialog = p.getByRole('dialog', { name: 'Edit Post' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await actions.click();
      await menu.getByRole('menuitem', { name: 'Delete post' }).click();
      await p.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await post.waitFor({ state: 'detached' });
      await p.getByTestId('toast').getByText('Post deleted successfully').waitFor();
    });
  }

  test('(10.1) a failed delete is told by its toast, with no global error box', async () => {
    const { p } = await memberOnFeed(1280);
    await recordUnhandledRejections(p);
    const mine = unique('Undeletable');
    await createPost(p, mine);
    await p.route('**/api/posts/*', (route) => (route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The posts service is busy' }) })
      : route.continue()));
    await p.goto('/');
    const post = card(p, mine);
    await post.getByRole('button', { name: 'Post actions' }).click();
    await post.getByRole('menuitem', { name: 'Delete post' }).click();
    await p.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await p.getByTestId('toast').getByText('The posts service is busy').waitFor();
    await p.waitForTimeout(300);
    assert.deepEqual(await p.evaluate(() => window.__rejections), []);
    assert.equal(await p.getByRole('alert').filter({ hasText: 'An error occurred' }).count(), 0);
    assert.equal(await post.count(), 1);
  });
});

describe('issue 10, item 9: photos and the sidebar', () => {
  for (const width of WIDTHS) {
    test(`(10.9) feed photos are cropped between 4:5 and 1.91:1 without bars; an opened photo is whole, at ${width}px`, async () => {
      const { p, member } = await memberOnFeed(width);
      const contents = {};
      for (const name of ['tall', 'wide', 'classic']) {
        contents[name] = unique(`Photo ${name}`);
        await createPost(p, contents[name], await upload(p, photos[name]));
      }
      await p.goto('/');
      const expected = { tall: 0.8, wide: 1.91, classic: 4 / 3 };
      for (const [name, ratio] of Object.entries(expected)) {
        const image = card(p, contents[name]).getByRole('img', { name: `Photo shared by ${member.username}` });
        await image.scrollIntoViewIfNeeded();
        await p.waitForFunction((el) => el.complete && el.naturalWidth > 0, await image.elementHandle());
        const shown = await image.evaluate((el) => ({ ratio: el.clientWidth / el.clientHeight, fit: getComputedStyle(el).objectFit, width: el.clientWidth }));
        assert.ok(Math.abs(shown.ratio - ratio) < 0.02, `${name}: shown at ${shown.ratio.toFixed(3)}, expected ${ratio.toFixed(3)}`);
        assert.equal(shown.fit, 'cover', `${name}: letterboxed (${shown.fit})`);
      }
      await card(p, contents.wide).scrollIntoViewIfNeeded();
      await saveScreenshot(p, `first-day/09-photos-${width}`);

      await card(p, contents.tall).getByRole('button', { name: 'Open photo' }).click();
      const dialog = p.getByRole('dialog', { name: 'Photo' });
      const whole = dialog.getByRole('img', { name: `Photo shared by ${member.username}` });
      await p.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await whole.elementHandle());
      const opened = await whole.evaluate((el) => {
        if (!(el instanceof HTMLImageElement)) throw new Error('not an image');
        const rect = el.getBoundingClientRect();
        return { ratio: rect.width / rect.height, natural: el.naturalWidth / el.naturalHeight, fit: getComputedStyle(el).objectFit, inView: rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth };
      });
      assert.ok(Math.abs(opened.ratio - opened.natural) < 0.02, `opened photo cropped: ${JSON.stringify(opened)}`);
      assert.equal(opened.inView, true, 'the opened photo does not fit the screen');
      await saveScreenshot(p, `first-day/09-photo-opened-${width}`);
      await p.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  }

  test('(10.9) on a wide screen the sidebar stays in view while the feed scrolls', async () => {
    const { p } = await memberOnFeed(1280);
    for (let i = 0; i < 12; i++) await createPost(p, `${unique('Scroll filler')} ${'a longer line of text to fill the card. '.repeat(4)}`);
    await p.goto('/');
    await p.locator('article').nth(9).waitFor();
    await p.mouse.wheel(0, 2500);
    await p.waitForFunction(() => window.scrollY > 1500);
    await p.waitForTimeout(200);
    // The cards, not the aside: a grid item stretches to the feed's height, cards or no cards.
    const sidebar = await p.getByRole('complementary', { name: 'Sidebar' }).evaluate((el) => {
      const cards = [...el.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.height > 0);
      return { top: Math.min(...cards.map((r) => r.top)), bottom: Math.max(...cards.map((r) => r.bottom)), viewport: window.innerHeight };
    });
    assert.ok(sidebar.bottom > sidebar.viewport / 2 && sidebar.top < sidebar.viewport, `the sidebar left an empty column: ${JSON.stringify(sidebar)}`);
    await saveScreenshot(p, 'first-day/09-sidebar-scrolled-1280');
  });
});
