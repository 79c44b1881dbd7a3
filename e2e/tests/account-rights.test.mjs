// Issue 25: a member's rights over their account in the browser: a new password, cancelling the
// plan (ads come back at the period's end, simulated), and taking their data as one zip.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import yauzl from 'yauzl';
import { BASE_URL, browserSuite, registerViaApi, saveScreenshot, skipOnboarding, upgradeViaApi } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** SQL on a service's database of the throwaway stack (as its admin): to let a paid period end. */
async function sql(service, text, params = []) {
  const client = new pg.Client({ host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', password: process.env.PGPASSWORD || undefined, database: `${process.env.E2E_DB_PREFIX}_${service}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Every entry of a zip file: name → its text. */
function readZip(file) {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => { entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8')); zip.readEntry(); });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const headers = { origin: BASE_URL };

describe('a member\'s rights over their account', () => {
  test('changes the password, cancels the plan (ads back at the period\'s end), exports their data and downloads the zip', async () => {
    const p = await page();
    await skipOnboarding(p);
    const { username, password, user } = await registerViaApi(p);
    const content = `My first harvest, ${username}`;
    assert.equal((await p.request.post('/api/posts', { data: { content }, headers })).status(), 201);

    // A new password.
    await p.goto('/settings');
    await p.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const form = p.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(password);
    await form.getByLabel('New password', { exact: true }).fill('a-new-secret');
    await form.getByLabel('Confirm new password').fill('a-new-secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await p.getByTestId('toast').getByText(/password/i).first().waitFor();
    const other = await page();
    assert.equal((await other.request.post('/api/login', { data: { username, password }, headers })).status(), 401);
    assert.equal((await other.request.post('/api/login', { data: { username, password: 'a-new-secret' }, headers })).status(), 200);

    // Cancel the plan: no ads until the period ends, then they come back.
    await upgradeViaApi(p);
    await p.goto('/settings');
    const membership = p.getByRole('region', { name: 'Membership' });
    await membership.getByText(/Renews on/).waitFor();
    await membership.getByRole('button', { name: 'Cancel membership' }).click();
    await p.getByRole('dialog', { name: 'Cancel your membership?' }).getByRole('button', { name: 'Cancel membership' }).click();
    await membership.getByText(/your plan ends on/).waitFor();
    assert.deepEqual(await (await p.request.get('/api/ads/sidebar')).json(), []);
    await sql('identity', `UPDATE memberships SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    await p.goto('/');
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.waitForResponse((response) => response.url().endsWith('/api/me')).catch(() => undefined);
    assert.deepEqual(await (await p.request.get('/api/membership/status')).json(), { status: 'free' });
    assert.ok((await (await p.request.get('/api/ads/sidebar')).json()).length > 0, 'ads are back once the plan ended');

    // Export the data and download it.
    await p.goto('/settings#settings-data');
    const data = p.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Export my data' }).click();
    const link = data.getByRole('link', { name: 'Download your data (zip)' });
    await link.waitFor({ timeout: 60_000 });
    await saveScreenshot(p, 'account-rights/export-ready-1280');
    const href = await link.getAttribute('href');
    const exportId = /\/api\/me\/exports\/([0-9a-f-]{36})\/download$/.exec(href ?? '')?.[1];
    assert.ok(exportId, `a download link: ${href}`);
    const [download] = await Promise.all([p.waitForEvent('download'), link.click()]);
    assert.match(download.suggestedFilename(), /^cannaverse-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const entries = await readZip(file);
    assert.ok(entries.get('README.md')?.includes(`@${username}`), 'the README names the member');
    const posts = JSON.parse(entries.get('social/posts.json'));
    assert.deepEqual(posts.map((post) => post.content), [content]);
    assert.equal(JSON.parse(entries.get('identity/account.json'))[0].username, username);
    for (const name of ['social/comments.json', 'social/messages.json', 'content/stories.json', 'streaming/chat-lines.json', 'moderation/reports-made.json', 'notifications/notifications.json']) {
      assert.ok(entries.has(name), `${name} is in the zip`);
    }

    // Nobody else reaches it: another member gets a 404, a visitor a 401, and /media never serves exports.
    const stranger = await page();
    await registerViaApi(stranger);
    assert.equal((await stranger.request.get(`/api/me/exports/${exportId}`)).status(), 404);
    assert.equal((await stranger.request.get(`/api/me/exports/${exportId}/download`)).status(), 404);
    const visitor = await page();
    assert.equal((await visitor.request.get(`/api/me/exports/${exportId}/download`)).status(), 401);
  });
});
