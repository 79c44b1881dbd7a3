// Reporting anything under a community rule (issue 24): a member reports a post from its menu, the
// admin removes it from the moderation queue, the post is gone for everyone, the reporter sees the
// outcome and the author sees 'Removed by moderators' with the rule. The /rules page is public.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, saveScreenshot, signInAsAdmin, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();

async function member() {
  const p = await page();
  await skipOnboarding(p);
  const registered = await registerViaApi(p);
  return { p, ...registered };
}

/** @param {import('playwright-core').Page} p @param {string} name */
async function atBothWidths(p, name) {
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await checkScreen(p, `reports-${name}-${width}`);
  }
  await p.setViewportSize({ width: 1280, height: 900 });
}

describe('reporting content', () => {
  test('the community rules are public', async () => {
    const visitor = await page();
    await visitor.goto('/rules');
    await visitor.getByRole('heading', { level: 1, name: 'Community rules' }).waitFor();
    for (const title of ['Harassment', 'Hate', 'Spam or selling', 'Sexual content involving minors', 'Illegal sales', 'Misinformation about safety', 'Impersonation', 'Other']) {
      await visitor.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await atBothWidths(visitor, 'rules');
  });

  test('a member reports a post from its menu; the admin removes it from the queue; the reporter sees the outcome', async () => {
    const author = await member();
    const reporter = await member();
    const text = `Cheap clones for sale, DM me ${Date.now()}`;
    const created = await author.p.request.post('/api/posts', { data: { content: text }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    const post = await created.json();

    // The reporter finds the post on the author's profile and reports it from the '⋯' menu.
    await reporter.p.goto(`/profile/${author.user.id}`);
    const card = reporter.p.locator('article').filter({ hasText: text });
    await card.waitFor();
    await card.getByRole('button', { name: 'Post actions' }).click();
    await reporter.p.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = reporter.p.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('radio', { name: /Spam or selling/ }).check();
    await dialog.getByLabel('Details (optional)').fill('Selling in every post');
    await saveScreenshot(reporter.p, 'reports/report-dialog-1280');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporter.p.getByTestId('toast').filter({ hasText: 'Thanks. Your report was sent to the moderators.' }).waitFor();
    await reporter.p.goto('/reports');
    await reporter.p.getByTestId('my-report').filter({ hasText: text }).getByText('Waiting for a moderator').waitFor();

    // The admin finds it in the queue, the post in context, and removes it with the R shortcut.
    const admin = await page();
    await skipOnboarding(admin);
    await signInAsAdmin(admin);
    await admin.goto('/admin/reports');
    await admin.getByRole('heading', { level: 1, name: 'Moderation queue' }).waitFor();
    const queued = admin.getByTestId('queued-report').filter({ hasText: text });
    await queued.waitFor();
    assert.equal(await queued.getByRole('link', { name: 'View in context' }).getAttribute('href'), `/posts/${post.id}`);
    // The target in context: its own page, with the post as members see it.
    const context = await page();
    await skipOnboarding(context);
    await signInAsAdmin(context);
    await context.goto(`/posts/${post.id}`);
    await context.locator('article').filter({ hasText: text }).waitFor();
    await queued.getByRole('heading', { name: 'Post · Spam or selling' }).waitFor();
    await atBothWidths(admin, 'queue');
    await queued.getByLabel('Note for the audit log and the author').fill('Selling is not allowed');
    await queued.focus();
    await admin.keyboard.press('r');
    await admin.getByTestId('toast').filter({ hasText: 'Removed: post reported under Spam or selling' }).waitFor();
    await queued.waitFor({ state: 'detached' });

    // The post is gone for everyone at once.
    await reporter.p.goto(`/profile/${author.user.id}`);
    await reporter.p.getByRole('heading', { level: 1 }).waitFor();
    await reporter.p.waitForLoadState('networkidle');
    assert.equal(await reporter.p.locator('article').filter({ hasText: text }).count(), 0);
    const direct = await reporter.p.request.get(`/api/posts/${post.id}`);
    assert.equal(direct.status(), 404);
    await reporter.p.goto(`/posts/${post.id}`);
    await reporter.p.getByText('This post is no longer available.').waitFor();

    // The reporter sees the outcome; the author sees the removal with the rule.
    await reporter.p.goto('/reports');
    await reporter.p.getByTestId('my-report').filter({ hasText: text }).getByText('Content removed').waitFor();
    await atBothWidths(reporter.p, 'mine');
    await author.p.goto('/reports');
    await author.p.getByText('Removed by moderators').waitFor();
    await author.p.getByText(/Spam or selling/).first().waitFor();
    await author.p.getByText("Moderator's note: Selling is not allowed").waitFor();
  });
});
