// Notifications (issue 26): one member likes, comments on and mentions another's post; the other's
// bell counts 3 within 2 s without a reload (the live channel, Server-Sent Events); the list groups
// two likes on one post; clicking a group opens the post. A direct message updates the messages
// badge within 2 s the same way.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, saveScreenshot, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();

async function member() {
  const p = await page();
  await skipOnboarding(p);
  const registered = await registerViaApi(p);
  return { p, ...registered };
}

/** @param {import('playwright-core').Page} p @param {string} url @param {unknown} data */
async function post(p, url, data) {
  const response = await p.request.post(url, { data, headers: { origin: BASE_URL } });
  assert.ok(response.ok(), `${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

describe('notifications', () => {
  test('a like, a comment and a mention: the bell counts 3 within 2 s without a reload; the list groups two likes; a click opens the post', async () => {
    const author = await member();
    const fan = await member();
    const other = await member();
    const target = await post(author.p, '/api/posts', { content: 'My first harvest, all by hand' });

    // The open app has its live channel (its answer's headers arrived) before anything happens.
    const channel = author.p.waitForResponse((r) => r.url().endsWith('/api/live-updates') && r.status() === 200);
    await author.p.goto('/');
    await author.p.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await channel;
    await author.p.evaluate(() => { window.__noReload = true; });

    const started = Date.now();
    await post(fan.p, `/api/posts/${target.id}/like`, {});
    await post(fan.p, `/api/posts/${target.id}/comments`, { content: 'Beautiful buds!' });
    await post(fan.p, '/api/posts', { content: `Look what @${author.username} grew` });
    await author.p.getByRole('link', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 2000 + 1000 });
    const took = Date.now() - started;
    assert.ok(took < 2000 + 600, `the bell counted 3 after ${took} ms`); // 2 s, plus the three requests' own time
    assert.equal(await author.p.evaluate(() => window.__noReload), true, 'no reload happened');

    // A second like on the same post joins the group.
    await post(other.p, `/api/posts/${target.id}/like`, {});
    await author.p.getByRole('link', { name: /^Notifications, 3 unread$/ }).click();
    await author.p.waitForURL('**/notifications');
    const rows = author.p.getByTestId('notification');
    await rows.first().waitFor();
    const likes = rows.filter({ hasText: 'liked your post' });
    await likes.filter({ hasText: `${other.username} and ${fan.username} liked your post` }).waitFor();
    assert.equal(await likes.count(), 1, 'two likes on one post are one group');
    assert.equal(await rows.count(), 3);
    await rows.filter({ hasText: 'mentioned you' }).waitFor();
    await rows.filter({ hasText: 'commented on your post' }).waitFor();
    // Opening the page read them: the bell is quiet.
    await author.p.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    for (const width of [375, 1280]) {
      await author.p.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      assert.equal(await author.p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false, `scrolls sideways at ${width}px`);
      await saveScreenshot(author.p, `notifications/list-${width}`, { fullPage: true });
    }
    await author.p.setViewportSize({ width: 1280, height: 900 });

    await likes.getByRole('link').click();
    await author.p.waitForURL(`**/posts/${target.id}`);
    // The post's own card (the list's rows quote the same words until the post page replaces them).
    await author.p.locator('article').getByText('My first harvest, all by hand').waitFor();
  });

  test('a direct message updates the messages badge within 2 s without polling', async () => {
    const reader = await member();
    const writer = await member();
    const channel = reader.p.waitForResponse((r) => r.url().endsWith('/api/live-updates') && r.status() === 200);
    await reader.p.goto('/');
    await reader.p.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await channel;
    const started = Date.now();
    await post(writer.p, `/api/messages/${reader.user.id}`, { content: 'Psst, new strain in town' });
    await reader.p.getByRole('link', { name: 'Messages, 1 unread' }).waitFor({ timeout: 3000 });
    const took = Date.now() - started;
    assert.ok(took < 2000 + 300, `the badge counted the message after ${took} ms`);
  });

  test('@username in a post and a comment links to that member\'s profile; a name that is no member stays text', async () => {
    const author = await member();
    const named = await member();
    const target = await post(author.p, '/api/posts', { content: `Grown with @${named.username} and @nobody_by_that_name.` });
    await post(author.p, `/api/posts/${target.id}/comments`, { content: `thanks again @${named.username.toUpperCase()}` });
    const lookUps = [];
    author.p.on('request', (request) => { if (request.url().includes('/api/users/by-username')) lookUps.push(request.url()); });
    await author.p.goto(`/posts/${target.id}`);
    const inPost = author.p.getByTestId('post-content').getByRole('link', { name: `@${named.username}`, exact: true });
    await inPost.waitFor();
    assert.equal(await inPost.getAttribute('href'), `/profile/${named.user.id}`);
    assert.equal(await author.p.getByTestId('post-content').getByRole('link', { name: '@nobody_by_that_name' }).count(), 0);
    await author.p.getByTestId('post-content').getByText(/@nobody_by_that_name\./).waitFor();
    const comments = author.p.getByRole('button', { name: /Comments/ }).first();
    if (await comments.getAttribute('aria-expanded') === 'false') await comments.click();
    const inComment = author.p.getByRole('link', { name: `@${named.username.toUpperCase()}`, exact: true });
    await inComment.waitFor();
    assert.equal(await inComment.getAttribute('href'), `/profile/${named.user.id}`);
    assert.ok(lookUps.length <= 2, `one look-up per batch of names on screen, not one per mention: ${lookUps.join(', ')}`);
    await inPost.click();
    await author.p.waitForURL(`**/profile/${named.user.id}`);
  });

  test('the notifications page passes the screen checks', async () => {
    const someone = await member();
    await someone.p.goto('/notifications');
    await someone.p.getByText(/No notifications yet/).waitFor();
    await checkScreen(someone.p, 'notifications-empty');
  });
});
