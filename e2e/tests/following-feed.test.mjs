// Issue 27, the Following feed: Home's Latest / Following / Trending tabs; the Following tab shows
// only posts by members the reader follows, the tab is kept in the URL (?feed=following), and a
// member who follows no one is told how to fill it. SAVE_SCREENSHOTS=1 keeps screenshots/following-feed/*.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const unique = (label) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function memberWithPost(label) {
  const p = await page();
  const member = await registerViaApi(p);
  const content = unique(label);
  const response = await p.request.post('/api/posts', { data: { content }, headers: { origin: BASE_URL } });
  assert.equal(response.status(), 201, `create post: ${await response.text()}`);
  return { member, content };
}

const postContents = (p) => p.getByRole('tabpanel').getByTestId('post-content').allTextContents();

/**
 * The tab shows exactly these posts. Waits for the list to settle first: right after the first post
 * shows, a refetch may draw the list again (at 375 px CI once read it empty in between).
 */
async function expectOnlyPosts(p, expected) {
  await p.waitForFunction((want) => {
    const panel = document.querySelector('[role="tabpanel"]');
    const got = panel ? [...panel.querySelectorAll('[data-testid="post-content"]')].map((element) => element.textContent) : [];
    return JSON.stringify(got) === JSON.stringify(want);
  }, expected, { timeout: 10_000 }).catch(() => undefined);
  assert.deepEqual(await postContents(p), expected);
}

describe('following feed', () => {
  for (const width of [1280, 375]) {
    test(`the Following tab shows only followed members' posts and stays in the URL (${width} px)`, async () => {
      const followed = await memberWithPost('followed says');
      const stranger = await memberWithPost('stranger says');
      const p = await page({ width, height: width < 768 ? 812 : 900, mobile: width < 768 });
      await skipOnboarding(p);
      await registerViaApi(p);

      await p.goto('/?feed=following');
      const followingTab = p.getByRole('tab', { name: 'Following' });
      await followingTab.waitFor();
      assert.equal(await followingTab.getAttribute('aria-selected'), 'true');
      await p.getByText('Follow members to see their posts here.').waitFor();
      const find = p.getByRole('link', { name: 'Find members in the community discussions' });
      assert.equal(await find.getAttribute('href'), '/community/discussions');
      await saveScreenshot(p, `following-feed/empty-${width}`);

      // Latest has both posts; following one member from their profile fills the Following tab with theirs only.
      await p.getByRole('tab', { name: 'Latest' }).click();
      await p.getByText(stranger.content, { exact: true }).waitFor();
      assert.equal(new URL(p.url()).search, '');
      await p.goto(`/profile/${followed.member.user.id}`);
      await p.getByRole('button', { name: 'Follow', exact: true }).click();
      await p.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
      await p.goto('/');
      await p.getByRole('tab', { name: 'Following' }).click();
      await p.waitForURL((url) => url.search === '?feed=following');
      await p.getByRole('tabpanel').getByText(followed.content, { exact: true }).waitFor();
      await expectOnlyPosts(p, [followed.content]);
      await saveScreenshot(p, `following-feed/followed-${width}`);

      // A reload opens the same tab; the arrow keys move between the tabs.
      await p.reload();
      await p.getByRole('tabpanel').getByText(followed.content, { exact: true }).waitFor();
      assert.equal(await p.getByRole('tab', { name: 'Following' }).getAttribute('aria-selected'), 'true');
      await expectOnlyPosts(p, [followed.content]);
      await p.getByRole('tab', { name: 'Following' }).focus();
      await p.keyboard.press('ArrowRight');
      await p.waitForURL((url) => url.search === '?feed=trending');
      assert.equal(await p.evaluate(() => document.activeElement?.textContent), 'Trending');
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scroll at ${width} px (${overflow})`);
    });
  }
});
