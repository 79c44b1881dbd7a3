// Issue 14: what the feed's first screen costs a member on a 375 px phone. A member posts five
// real-size phone photos (3000×4000 JPEG, a few MB each); once the media job has made their
// renditions, a phone (375×812, 2x) opens the feed, scrolls through the first five posts, and we
// count every byte that crossed the wire (HTML, JavaScript, CSS, JSON, images; compressed sizes
// and headers, as Chromium reports them). The photos it downloaded must be renditions sized for
// the screen, never the originals, and the whole first screen must stay within 600 KB.
// PHONE_BYTES_ONLY=1 only measures and prints (used to measure the code before issue 14).
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { makePhonePhotos } from '../../scripts/seed/images.mjs';
import { BASE_URL, launch, registerViaApi, skipOnboarding, withScreenshots } from '../lib/browser.mjs';

const FIRST_SCREEN_BUDGET = 600 * 1024;
const POSTS = 5;
const measureOnly = process.env.PHONE_BYTES_ONLY === '1';

/** @type {import('playwright-core').Browser} */
let browser;
const open = [];
before(async () => { browser = await launch(); });
after(async () => browser?.close());

/** A phone: 375 px wide at 2x, touch, mobile text autosizing; age gate and onboarding already done. */
async function phone() {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: BASE_URL });
  await context.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const page = await context.newPage();
  await skipOnboarding(page);
  open.push(page);
  return page;
}

/** Bytes on the wire per request (Chromium's encodedDataLength: compressed body plus headers). */
async function countBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { url: response.url, type, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '', bytes: 0 }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  return () => [...requests.values()];
}

it('a 375 px phone shows the first five posts of a feed of real-size photos within 600 KB, downloading renditions, not the originals', { timeout: 600_000 }, () => withScreenshots('phone-first-screen', () => open.splice(0), async () => {
  // The poster: five posts, each with a 3000×4000 phone photo.
  const poster = await phone();
  await registerViaApi(poster);
  const photos = await makePhonePhotos(1);
  const ids = [];
  const originals = [];
  for (let i = 0; i < POSTS; i++) {
    // One uploaded file belongs to one post (issue 20), so each post uploads the photo itself.
    const upload = await poster.request.post('/api/upload', { multipart: { file: { name: photos[0].name, mimeType: 'image/jpeg', buffer: photos[0].buffer } }, headers: { origin: BASE_URL } });
    assert.equal(upload.status(), 201, await upload.text());
    const { url: original } = await upload.json();
    originals.push(original);
    const created = await poster.request.post('/api/posts', { data: { content: `Harvest day ${i + 1}: a full-size photo straight from my phone #PhoneTest`, mediaUrl: original }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    ids.push((await created.json()).id);
  }
  // The media job makes the renditions in the background (a few seconds per photo on a busy machine).
  const deadline = Date.now() + 300_000;
  for (;;) {
    const feed = await (await poster.request.get(`/api/posts?limit=${POSTS}`)).json();
    const mine = feed.items.filter((post) => ids.includes(post.id));
    if (mine.length === POSTS && mine.every((post) => (measureOnly ? post.thumbnail : post.mediaRenditions?.length > 0))) break;
    assert.ok(Date.now() < deadline, 'the media job did not make the renditions within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // The viewer, on a phone, opens the feed and scrolls through the first five posts.
  const viewer = await phone();
  await registerViaApi(viewer);
  const requests = await countBytes(viewer);
  await viewer.goto('/');
  const cards = viewer.locator('article').filter({ hasText: 'a full-size photo straight from my phone' });
  await cards.nth(POSTS - 1).waitFor({ state: 'attached' });
  for (let i = 0; i < POSTS; i++) {
    const image = cards.nth(i).getByRole('img', { name: /^Photo shared by/ });
    await image.scrollIntoViewIfNeeded();
    await viewer.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await image.elementHandle(), { timeout: 60_000 });
  }
  await viewer.waitForLoadState('networkidle');

  const seen = requests();
  const total = seen.reduce((sum, request) => sum + request.bytes, 0);
  const byType = {};
  for (const request of seen) byType[request.type] = (byType[request.type] ?? 0) + request.bytes;
  const images = seen.filter((request) => request.type === 'Image' && new URL(request.url).pathname.startsWith('/media/'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`first screen on a 375 px phone (${POSTS} posts with ${(photos[0].buffer.length / 1024 / 1024).toFixed(1)} MB photos): ${kb(total)} in ${seen.length} requests`);
  console.log(`  by type: ${Object.entries(byType).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')}`);
  console.log(`  photos: ${images.map((request) => `${new URL(request.url).pathname.split('/').pop()} ${kb(request.bytes)}`).join(', ')}`);
  if (measureOnly) return;

  // Every photo shown is a rendition sized for the screen (AVIF where Chromium takes it), never the original.
  const shown = await cards.evaluateAll((articles) => articles.slice(0, 5).map((article) => article.querySelector('img')?.currentSrc ?? ''));
  for (const src of shown) assert.match(new URL(src).pathname, /-w640\.(avif|webp)$/, `the feed showed ${src}`);
  assert.equal(images.filter((request) => originals.includes(new URL(request.url).pathname)).length, 0, 'an original photo was downloaded');
  assert.ok(images.length >= 1);
  // Scripts and JSON travelled compressed.
  for (const request of seen.filter((r) => ['Script', 'Fetch', 'XHR'].includes(r.type) && r.bytes > 2048)) {
    assert.match(request.encoding, /^(br|gzip)$/, `${request.url} travelled uncompressed`);
  }
  assert.ok(total <= FIRST_SCREEN_BUDGET, `the first screen took ${kb(total)}, over ${kb(FIRST_SCREEN_BUDGET)}`);
}));
