// Issue 24, blocks and mutes that work everywhere: a blocker's feed shows none of the blocked member's
// posts (and the blocked member sees a clear state in messages), a muted member's posts leave the
// muter's feed, and a muted word hides a post. SAVE_SCREENSHOTS=1 keeps screenshots/block-mute/*.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const unique = (label) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function post(p, content) {
  const response = await p.request.post('/api/posts', { data: { content }, headers: { origin: BASE_URL } });
  assert.equal(response.status(), 201, `create post: ${await response.text()}`);
}

async function memberWithPost(label) {
  const p = await page();
  const member = await registerViaApi(p);
  const content = unique(label);
  await post(p, content);
  return { p, member, content };
}

const feedContents = (p) => p.getByRole('tabpanel').getByTestId('post-content').allTextContents();

/** Opens a feed tab and waits for `present` (a post that must show), then answers the tab's posts. */
async function feed(p, tab, present) {
  await p.goto(tab === 'Latest' ? '/' : `/?feed=${tab.toLowerCase()}`);
  await p.getByRole('tabpanel').getByText(present, { exact: true }).waitFor();
  return feedContents(p);
}

async function reader() {
  const p = await page();
  await skipOnboarding(p);
  await registerViaApi(p);
  return p;
}

describe('blocks and mutes', () => {
  test("a blocker's feed shows none of the blocked member's posts, and the blocked member can't message them", async () => {
    const blocked = await memberWithPost('blocked says');
    const other = await memberWithPost('other says');
    const p = await reader();
    const me = await (await p.request.get('/api/me')).json();
    assert.ok((await feed(p, 'Latest', other.content)).includes(blocked.content));

    await p.goto(`/profile/${blocked.member.user.id}`);
    await p.getByRole('button', { name: 'Block', exact: true }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await p.getByRole('button', { name: 'Unblock', exact: true }).waitFor();

    for (const tab of ['Latest', 'Trending']) {
      assert.ok(!(await feed(p, tab, other.content)).includes(blocked.content), `${tab} leaves out the blocked member's post`);
    }
    await saveScreenshot(p, 'block-mute/blocker-feed');

    // The blocked member sees a clear state instead of a message box that would fail.
    await skipOnboarding(blocked.p);
    await blocked.p.goto(`/messages/${me.id}`);
    await blocked.p.getByText("You can't message this member").waitFor();
    assert.equal(await blocked.p.getByPlaceholder('Type your message...').count(), 0);
    // The blocker sees it too, with Unblock.
    await p.goto(`/messages/${blocked.member.user.id}`);
    await p.getByText(/You can't message this member: you blocked/).waitFor();
    await p.getByRole('status').getByRole('button', { name: 'Unblock' }).waitFor();
    await saveScreenshot(p, 'block-mute/blocker-messages');
  });

  test("a muted member's posts leave the muter's feed; a muted word hides a post", async () => {
    const muted = await memberWithPost('muted says');
    const other = await memberWithPost('other says');
    const word = `zq${Date.now().toString(36)}`;
    const worded = unique(`mentions ${word} here`);
    await post(other.p, worded);
    const p = await reader();
    const before = await feed(p, 'Latest', other.content);
    assert.ok(before.includes(muted.content) && before.includes(worded));

    await p.goto(`/profile/${muted.member.user.id}`);
    await p.getByRole('button', { name: 'Mute', exact: true }).click();
    await p.getByRole('button', { name: 'Unmute', exact: true }).waitFor();
    assert.ok(!(await feed(p, 'Latest', other.content)).includes(muted.content), 'the muted member\'s post leaves Latest');

    await p.goto('/settings#settings-muted-words');
    await p.getByLabel('Word or #hashtag to mute').fill(word.toUpperCase());
    await p.getByRole('button', { name: 'Mute word' }).click();
    await p.getByRole('list', { name: 'Muted words' }).getByText(word, { exact: true }).waitFor();
    await saveScreenshot(p, 'block-mute/settings');
    const after = await feed(p, 'Latest', other.content);
    assert.ok(!after.includes(worded), 'the post with the muted word leaves Latest');
    assert.ok(!after.includes(muted.content));
  });
});
