// Home feed, post card and Create Post dialog (spec §2 "Home feed", "Post card", "Create Post
// dialog"; §4 Post card; §5 comments; §8 'Post created successfully').
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BASE_URL, launch, newPage, registerViaApi, skipOnboarding, withScreenshots } from '../lib/browser.mjs';

let browser;
let fixtures;
const open = [];
const page = async (options) => { const p = await newPage(browser, options); open.push(p); return p; };
const test = (name, body) => it(name, () => withScreenshots(name, () => open.splice(0), body));

/** Media made at test time in the OS temp dir: a 64x48 PNG and a 2 s 320x240 clip (H.264 mp4 and VP8 webm). */
async function makeFixtures() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-feed-'));
  const png = path.join(dir, 'plant.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 160, b: 70 } } }).png().toFile(png);
  const ffmpeg = (args) => {
    const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=15', ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
  };
  const mp4 = path.join(dir, 'clip.mp4');
  const webm = path.join(dir, 'clip.webm');
  ffmpeg(['-pix_fmt', 'yuv420p', '-c:v', 'libx264', mp4]);
  ffmpeg(['-c:v', 'libvpx', '-b:v', '300k', webm]);
  return { dir, png, mp4, webm };
}

before(async () => {
  [browser, fixtures] = await Promise.all([launch(), makeFixtures()]);
});
after(async () => {
  await browser?.close();
  if (fixtures) rmSync(fixtures.dir, { recursive: true, force: true });
});

/** Set E2E_SHOTS=<dir> to keep a screenshot of each checked state for a human to look at. */
const shot = async (p, name) => {
  if (process.env.E2E_SHOTS) await p.screenshot({ path: path.join(process.env.E2E_SHOTS, `${name}.png`), fullPage: false });
};

const unique = (label) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A signed-in member (onboarding overlays off) on the home feed. */
async function memberOnFeed() {
  const p = await page();
  await skipOnboarding(p);
  const member = await registerViaApi(p);
  await p.goto('/');
  await p.getByRole('heading', { name: 'Community Feed' }).waitFor();
  return { p, member };
}

async function createPostViaApi(p, content) {
  const response = await p.request.post('/api/posts', { data: { content }, headers: { origin: BASE_URL } });
  assert.equal(response.status(), 201, `create post: ${await response.text()}`);
  return response.json();
}

/** The post card whose content is exactly `content`. */
const card = (p, content) => p.locator('article').filter({ has: p.getByTestId('post-content').getByText(content, { exact: true }) });

/** Fills and submits the Create Post dialog; the POST /api/posts answer is held back a little so 'Creating...' can be seen. */
async function createPostThroughDialog(p, /** @type {{ content: string, file?: string }} */ { content, file }) {
  let release = () => {};
  const held = new Promise((resolve) => { release = () => resolve(undefined); });
  await p.route('**/api/posts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await p.getByRole('button', { name: 'Create Post', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Create Post' });
  await dialog.waitFor();
  const contentField = dialog.getByLabel('Content');
  assert.equal(await contentField.getAttribute('placeholder'), "What's on your mind?");
  await contentField.fill(content);
  if (file) await dialog.getByLabel('Media').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Create Post', exact: true }).click();
  const pending = dialog.getByRole('button', { name: 'Creating...', exact: true });
  await pending.waitFor();
  assert.equal(await pending.isDisabled(), true);
  release();
  const toast = p.getByTestId('toast').filter({ hasText: 'Post created successfully' });
  await toast.waitFor();
  await toast.getByText('Success', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await p.unroute('**/api/posts');
}

describe('creating posts', () => {
  test('text, image and video posts: Creating..., the toast, and each appears without a reload; the video plays', async () => {
    const { p, member } = await memberOnFeed();
    // A flag on window survives only while the document does: a reload would wipe it.
    await p.evaluate(() => { window.__noReload = true; });

    const text = unique('Text post from the dialog');
    await createPostThroughDialog(p, { content: text });
    const textCard = card(p, text);
    await textCard.waitFor();
    await textCard.getByRole('link', { name: member.username, exact: true }).waitFor();
    assert.equal(await textCard.locator('img, video').count(), 0);

    const imageText = unique('Image post');
    await createPostThroughDialog(p, { content: imageText, file: fixtures.png });
    const image = card(p, imageText).getByRole('img', { name: `Photo shared by ${member.username}` });
    await image.waitFor();
    await image.scrollIntoViewIfNeeded();
    await p.waitForFunction((el) => el.complete && el.naturalWidth > 0, await image.elementHandle());
    const size = await image.evaluate((el) => [el.naturalWidth, el.naturalHeight]);
    assert.ok(size[0] > 0 && size[1] > 0, `image did not load: ${size}`);

    // Debian's Chromium does play H.264 here; fall back to VP8/WebM if a build without it is used.
    const h264 = await p.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'));
    const clip = h264 ? fixtures.mp4 : fixtures.webm;
    const videoText = unique('Video post');
    await createPostThroughDialog(p, { content: videoText, file: clip });
    const video = card(p, videoText).locator('video');
    await video.waitFor();
    assert.equal(await video.getAttribute('aria-label'), `Video shared by ${member.username}`);
    await video.scrollIntoViewIfNeeded();
    const played = await video.evaluate(async (el) => {
      el.muted = true;
      await el.play();
      const start = Date.now();
      while ((el.readyState < 2 || el.currentTime < 0.3) && Date.now() - start < 15000) await new Promise((resolve) => setTimeout(resolve, 100));
      el.pause();
      return { readyState: el.readyState, currentTime: el.currentTime, error: el.error?.code ?? null, width: el.videoWidth };
    });
    assert.equal(played.error, null);
    assert.ok(played.readyState >= 2, `readyState ${played.readyState}`);
    assert.ok(played.currentTime >= 0.3, `currentTime did not advance: ${played.currentTime}`);
    assert.equal(played.width, 320);
    await shot(p, 'feed-video-played');

    assert.equal(await p.evaluate(() => window.__noReload), true, 'the page was reloaded');
    // Newest first: video, image, text.
    const order = await p.getByTestId('post-content').allInnerTexts();
    assert.deepEqual([videoText, imageText, text].map((t) => order.indexOf(t)), [0, 1, 2]);
  });
});

describe('post card', () => {
  test('like and unlike: the count goes 0 -> 1 -> 0 and survives a reload', async () => {
    const author = await page();
    await registerViaApi(author);
    const content = unique('Like me');
    await createPostViaApi(author, content);

    const { p } = await memberOnFeed();
    const like = card(p, content).getByRole('button', { name: /^Like/ });
    const count = card(p, content).getByTestId('likes-count');
    const icon = card(p, content).getByTestId('like-icon');
    await like.waitFor();
    assert.equal(await count.textContent(), '0');
    assert.equal(await like.getAttribute('aria-pressed'), 'false');
    assert.equal(await icon.getAttribute('data-filled'), 'false');

    await like.click();
    await p.waitForFunction((el) => el.textContent === '1', await count.elementHandle());
    await shot(p, 'feed-liked');
    assert.equal(await like.getAttribute('aria-pressed'), 'true');
    assert.equal(await icon.getAttribute('data-filled'), 'true');
    await p.reload();
    await like.waitFor();
    assert.equal(await count.textContent(), '1');
    assert.equal(await like.getAttribute('aria-pressed'), 'true');

    await like.click();
    await p.waitForFunction((el) => el.textContent === '0', await count.elementHandle());
    assert.equal(await icon.getAttribute('data-filled'), 'false');
    await p.reload();
    await like.waitFor();
    assert.equal(await count.textContent(), '0');
    assert.equal(await like.getAttribute('aria-pressed'), 'false');
  });

  test('comments: empty message, Post disabled for blank text, the comment shows, the input clears, Comments (1)', async () => {
    const author = await page();
    await registerViaApi(author);
    const content = unique('Comment on me');
    await createPostViaApi(author, content);

    const { p, member } = await memberOnFeed();
    const post = card(p, content);
    const toggle = post.getByRole('button', { name: 'Comments (0)', exact: true });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await post.getByPlaceholder('Write a comment...').count(), 0, 'the panel starts collapsed');
    await toggle.click();
    await post.getByText('No comments yet. Be the first to share your thoughts!', { exact: true }).waitFor();

    const sent = [];
    p.on('request', (request) => { if (request.method() === 'POST' && /\/api\/posts\/[^/]+\/comments/.test(request.url())) sent.push(request.postData()); });
    const input = post.getByPlaceholder('Write a comment...', { exact: true });
    const submit = post.getByRole('button', { name: 'Post', exact: true });
    assert.equal(await submit.isDisabled(), true);
    await input.fill('    ');
    assert.equal(await submit.isDisabled(), true);
    await input.press('Enter');
    await p.waitForTimeout(300);
    assert.deepEqual(sent, [], 'a blank comment was sent');
    assert.equal(await post.getByRole('listitem').count(), 0);

    const comment = unique('Lovely terpene profile');
    await input.fill(comment);
    assert.equal(await submit.isDisabled(), false);
    await submit.click();
    const item = post.getByRole('listitem').filter({ hasText: comment });
    await item.waitFor();
    await item.getByRole('link', { name: member.username, exact: true }).waitFor();
    assert.equal(await input.inputValue(), '');
    assert.equal(sent.length, 1);
    assert.equal(JSON.parse(sent[0]).content, comment);
    assert.equal(await submit.isDisabled(), true);
    await post.getByRole('button', { name: 'Comments (1)', exact: true }).waitFor();
    assert.equal(await post.getByText('No comments yet. Be the first to share your thoughts!').count(), 0);
    await shot(p, 'feed-comment-posted');

    await p.reload();
    await post.getByRole('button', { name: 'Comments (1)', exact: true }).click();
    await post.getByRole('listitem').filter({ hasText: comment }).waitFor();
  });

  test("'Show more' / 'Show less' only on content longer than 150 characters that the clamp cuts", async () => {
    const author = await page();
    await registerViaApi(author);
    const tag = unique('Clamp');
    const atLimit = `${tag} `.padEnd(150, 'a');
    const overLimit = `${tag} long `.padEnd(151, 'b');
    const longText = `${tag} multi-line\n${'A long post about the harvest. '.repeat(20)}`.trim();
    assert.equal(atLimit.length, 150);
    assert.equal(overLimit.length, 151);
    await createPostViaApi(author, atLimit);
    await createPostViaApi(author, overLimit);
    await createPostViaApi(author, longText);

    const { p } = await memberOnFeed();
    await card(p, atLimit).waitFor();
    assert.equal(await card(p, atLimit).getByRole('button', { name: /^Show (more|less)$/ }).count(), 0);
    // 151 characters fit in two lines at 1280 px: a toggle there would do nothing (issue 10.5).
    await card(p, longText).getByRole('button', { name: 'Show more', exact: true }).waitFor();
    assert.equal(await card(p, overLimit).getByRole('button', { name: /^Show (more|less)$/ }).count(), 0);

    const post = card(p, longText);
    const body = post.getByTestId('post-content');
    const more = post.getByRole('button', { name: 'Show more', exact: true });
    await more.waitFor();
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    const lineHeight = await body.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const collapsed = await body.evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(collapsed <= lineHeight * 3 + 1, `collapsed to 3 lines: ${collapsed}px vs line ${lineHeight}px`);

    await more.click();
    const less = post.getByRole('button', { name: 'Show less', exact: true });
    await less.waitFor();
    assert.equal(await less.getAttribute('aria-expanded'), 'true');
    const expanded = await body.evaluate((el) => el.getBoundingClientRect().height);
    await shot(p, 'feed-show-less');
    assert.ok(expanded > collapsed + lineHeight, `expanded ${expanded}px, collapsed ${collapsed}px`);

    await less.click();
    await more.waitFor();
    assert.equal(await body.evaluate((el) => el.getBoundingClientRect().height), collapsed);
  });
});

describe('infinite scroll', () => {
  test('scrolling to the bottom loads past the first 20 posts', async () => {
    const { p } = await memberOnFeed();
    const tag = unique('Scroll');
    const contents = Array.from({ length: 25 }, (_, index) => `${tag} #${index + 1}`);
    for (const content of contents) await createPostViaApi(p, content);
    await p.reload();
    await p.getByRole('heading', { name: 'Community Feed' }).waitFor();

    // Latest first: #25 is on top and #1-#5 are posts 21-25 of the feed.
    await card(p, contents[24]).waitFor();
    const cards = p.getByRole('region', { name: 'Community Feed' }).locator('article');
    assert.ok(await cards.count() <= 20, `already ${await cards.count()} posts before scrolling`);
    assert.equal(await card(p, contents[0]).count(), 0, 'post 25 is shown before scrolling');

    const requests = [];
    p.on('request', (request) => { if (/\/api\/posts\?/.test(request.url())) requests.push(request.url()); });
    for (let i = 0; i < 10 && (await card(p, contents[0]).count()) === 0; i++) {
      await p.mouse.wheel(0, 20000);
      await p.waitForTimeout(400);
    }
    await card(p, contents[0]).waitFor();
    assert.ok(await cards.count() >= 25, `only ${await cards.count()} posts after scrolling`);
    assert.ok(requests.some((url) => /cursor=|offset=|page=/.test(url)), `no next-page request: ${requests.join(', ')}`);
    // Every post of ours exactly once, in order.
    const texts = (await p.getByTestId('post-content').allInnerTexts()).filter((t) => t.startsWith(`${tag} #`));
    assert.deepEqual(texts, [...contents].reverse());
    await shot(p, 'feed-after-scroll');
  });
});
