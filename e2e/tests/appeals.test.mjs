// Appeals (issue 24): a member's post is removed by the moderators; the member appeals from
// /reports, the admin reverses the decision from the Appeals tab of /admin/reports, the post is
// back for everyone and the member sees the outcome.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, signInAsAdmin, skipOnboarding, statusWithin } from '../lib/browser.mjs';

const { page, test } = browserSuite();

async function member() {
  const p = await page();
  await skipOnboarding(p);
  const registered = await registerViaApi(p);
  return { p, ...registered };
}

describe('appeals', () => {
  test('a member appeals a removal; the admin reverses it; the post is back and the member sees the outcome', async () => {
    const author = await member();
    const reporter = await member();
    const text = `Seed swap on Sunday, bring your own ${Date.now()}`;
    const created = await author.p.request.post('/api/posts', { data: { content: text }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    const post = await created.json();
    const filed = await reporter.p.request.post('/api/reports', { data: { targetType: 'post', targetId: post.id, rule: 'spam-or-selling' }, headers: { origin: BASE_URL } });
    assert.equal(filed.status(), 201, await filed.text());
    const report = await filed.json();

    const admin = await page();
    await skipOnboarding(admin);
    await signInAsAdmin(admin);
    const removed = await admin.request.post(`/api/admin/reports/${report.id}/decision`, { data: { action: 'remove', note: 'Looks like selling' }, headers: { origin: BASE_URL } });
    assert.equal(removed.status(), 200, await removed.text());
    assert.equal(await statusWithin(reporter.p, `/api/posts/${post.id}`, 404), 404);

    // The author appeals from /reports.
    await author.p.goto('/reports');
    const notice = author.p.getByTestId('moderation-notice').filter({ hasText: text });
    await notice.getByText('Removed by moderators').waitFor();
    await notice.getByRole('button', { name: 'Appeal this decision' }).click();
    await notice.getByLabel('Why should the moderators change this decision?').fill('It is a free seed swap, nothing is sold.');
    await notice.getByRole('button', { name: 'Send appeal' }).click();
    await notice.getByText('Appeal pending').waitFor();
    await checkScreen(author.p, 'appeals-pending-1280');

    // The admin reverses it from the Appeals tab.
    await admin.goto('/admin/reports');
    await admin.getByRole('tab', { name: 'Appeals' }).click();
    const appeal = admin.getByTestId('queued-appeal').filter({ hasText: 'It is a free seed swap, nothing is sold.' });
    await appeal.getByRole('heading', { name: 'Appeal of: Removed post · Spam or selling' }).waitFor();
    await checkScreen(admin, 'appeals-queue-1280');
    await appeal.getByLabel('Answer to the member').fill('Swaps are fine, sorry');
    await appeal.getByRole('button', { name: 'Reverse' }).click();
    await admin.getByTestId('toast').filter({ hasText: 'The decision was reversed' }).waitFor();
    await appeal.waitFor({ state: 'detached' });

    // The post is back for everyone.
    assert.equal(await statusWithin(reporter.p, `/api/posts/${post.id}`, 200), 200);
    await reporter.p.goto(`/profile/${author.user.id}`);
    await reporter.p.locator('article').filter({ hasText: text }).waitFor();

    // The member is told in their notifications, and the notice leads to the decision.
    await author.p.goto('/notifications');
    const told = author.p.getByRole('link', { name: /Appeal accepted: the decision was reversed/ });
    for (let i = 0; i < 50 && (await told.count()) === 0; i++) {
      await author.p.waitForTimeout(200);
      if (i % 10 === 9) await author.p.reload();
    }
    await told.click();
    await author.p.waitForURL(/\/reports$/);
    const decided = author.p.getByTestId('moderation-notice').filter({ hasText: text });
    await decided.getByText('Appeal accepted: the decision was reversed').waitFor();
    await decided.getByText("Moderator's answer: Swaps are fine, sorry").waitFor();
    await author.p.setViewportSize({ width: 375, height: 812 });
    await checkScreen(author.p, 'appeals-outcome-375');
  });
});
