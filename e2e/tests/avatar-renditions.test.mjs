// Issue 14: avatars get small renditions. A member uploads a real-size phone photo (3000×4000 JPEG,
// a few MB) as avatar; identity keeps a 500 px JPEG of it and social's media job makes 96 and 192 px
// square WebP renditions. A 2x phone (375 px) then shows the member's post in the feed (40 px
// avatar) and the profile (112 px): the images the browser downloaded for the avatar must be the
// renditions (96 px in the feed, 192 px on the profile), never the original, and a few KB each.
// SAVE_SCREENSHOTS=1 keeps screenshots/avatar-renditions/*.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { makePhonePhotos } from '../../scripts/seed/images.mjs';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const headers = { origin: BASE_URL };

/** Every /media/avatars/ response the page received: path, status and body bytes. */
function recordAvatarDownloads(p) {
  const seen = [];
  p.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/media/avatars/')) return;
    const response = await request.response();
    seen.push({ path: pathname, status: response?.status(), bytes: (await request.sizes()).responseBodySize });
  });
  return seen;
}

/** The picture's URL once it has loaded (the one the browser picked from srcset). */
async function loadedSource(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await locator.elementHandle(), { timeout: 30_000 });
  return new URL(await locator.evaluate((img) => img.currentSrc)).pathname;
}

describe('issue 14: avatar renditions', () => {
  test('a large avatar reaches a 375 px phone as its small rendition: 96 px in the feed, 192 px on the profile, never the original', async () => {
    const p = await page({ width: 375, height: 812, mobile: true, deviceScaleFactor: 2 });
    await skipOnboarding(p);
    const { user, username } = await registerViaApi(p);
    const [photo] = await makePhonePhotos(1, 1400);
    const uploaded = await p.request.put(`/api/users/${user.id}/avatar`, { multipart: { avatar: { name: photo.name, mimeType: photo.type, buffer: photo.buffer } }, headers });
    assert.equal(uploaded.status(), 200, await uploaded.text());
    const { avatar } = await uploaded.json();
    assert.match(avatar, /^\/media\/avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const content = `New profile picture ${Date.now().toString(36)}`;
    assert.equal((await p.request.post('/api/posts', { data: { content }, headers })).status(), 201);

    // The job runs in the background; until it has, the rendition URL redirects to the original.
    const small = avatar.replace(/\.jpg$/, '-s96.webp');
    const large = avatar.replace(/\.jpg$/, '-s192.webp');
    const deadline = Date.now() + 120_000;
    while ((await p.request.get(small, { maxRedirects: 0 })).status() !== 200 || (await p.request.get(large, { maxRedirects: 0 })).status() !== 200) {
      assert.ok(Date.now() < deadline, 'the media job did not make the avatar renditions within 2 minutes');
      await p.waitForTimeout(500);
    }
    const originalBytes = (await (await p.request.get(avatar)).body()).length;

    const downloads = recordAvatarDownloads(p);
    await p.goto('/');
    const post = p.locator('article').filter({ hasText: content });
    await post.waitFor();
    // The feed's card may show the post before the author card catches up with the new avatar.
    for (let attempt = 0; attempt < 20 && (await post.getByRole('link', { name: `${username}'s profile` }).locator('img').count()) === 0; attempt++) {
      await p.waitForTimeout(250);
      await p.reload();
      await post.waitFor();
    }
    assert.equal(await loadedSource(post.getByRole('link', { name: `${username}'s profile` }).locator('img')), small, 'a 40 px avatar at 2x takes the 96 px rendition');
    await saveScreenshot(p, 'avatar-renditions/feed-375');

    await p.goto(`/profile/${user.id}`);
    assert.equal(await loadedSource(p.getByRole('img', { name: `${username}'s avatar` })), large, 'the 112 px profile avatar at 2x takes the 192 px rendition');
    const onProfile = p.locator('article').filter({ hasText: content });
    // Chromium may reuse the 192 px rendition it already holds for the small circle too: still no download of the original.
    assert.match(await loadedSource(onProfile.getByRole('link', { name: `${username}'s profile` }).locator('img')), /-s(96|192)\.webp$/);
    await saveScreenshot(p, 'avatar-renditions/profile-375');
    await p.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(p, 'avatar-renditions/profile-1280');

    await p.waitForLoadState('networkidle');
    console.log(`avatar downloads on a 375 px 2x phone: ${downloads.map((d) => `${d.path.split('/').pop()} ${d.status} ${(d.bytes / 1024).toFixed(1)} KB`).join(', ')} (the stored original: ${(originalBytes / 1024).toFixed(1)} KB, the upload ${(photo.buffer.length / 1024 / 1024).toFixed(1)} MB)`);
    assert.deepEqual(downloads.filter((d) => d.path === avatar), [], 'the original avatar was downloaded');
    assert.deepEqual([...new Set(downloads.map((d) => d.path))].sort(), [large, small].sort());
    assert.ok(downloads.every((d) => d.status === 200 && d.bytes > 0 && d.bytes < 20 * 1024), JSON.stringify(downloads));
  });
});
