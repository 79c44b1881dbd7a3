import { before, describe } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { BASE_URL, browserSuite, checkScreen, registerViaApi, skipOnboarding, upgradeViaApi } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** @type {{ id: number, name: string, type: string }[]} */
let strains = [];
/** True when the strain library's GET /api/strains is not in this build: the test answers it from the same rows. */
let answerStrainsHere = false;

/**
 * Stories need strains. With the strain library in the build its catalogue is imported at start;
 * without it (this branch before the merge) the test puts two rows straight into the content
 * database of its throwaway stack and answers the form's GET /api/strains with them.
 */
before(async () => {
  const probe = await fetch(`${BASE_URL}/api/strains?limit=2`).catch(() => null);
  if (probe && probe.status !== 404) return; // the library exists (401 signed out): strains come from it
  answerStrainsHere = true;
  const client = new pg.Client({ host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', password: process.env.PGPASSWORD || undefined, database: `${process.env.E2E_DB_PREFIX}_content` });
  await client.connect();
  try {
    const { rows } = await client.query(`
      INSERT INTO strains (name, name_key, slug, type) VALUES ('Blue Dream', 'blue dream', 'blue-dream', 'Hybrid'), ('Northern Lights', 'northern lights', 'northern-lights', 'Indica')
      ON CONFLICT (name_key) DO UPDATE SET name = EXCLUDED.name RETURNING id, name, type`);
    strains = rows;
  } finally {
    await client.end();
  }
});

/** @param {import('playwright-core').Page} p */
async function member(p, { premium = false } = {}) {
  await skipOnboarding(p);
  if (answerStrainsHere) {
    await p.route('**/api/strains?*', (route) => route.fulfill({ json: { items: strains, nextCursor: null } }));
  }
  const registered = await registerViaApi(p);
  if (premium) await upgradeViaApi(p);
  return registered;
}

/** @param {import('playwright-core').Page} p */
async function firstStrainId(p) {
  if (strains.length > 0) return strains[0].id;
  const page = await (await p.request.get('/api/strains?limit=1')).json();
  return page.items[0].id;
}

const toast = (/** @type {import('playwright-core').Page} */ p, text) => p.getByTestId('toast').getByText(text, { exact: true }).first().waitFor();

describe('strain stories', () => {
  test('write, edit, upvote and delete a story, with invalid then valid input', async () => {
    const p = await page();
    await member(p, { premium: true });
    await p.goto('/strain-stories');
    await p.getByRole('heading', { level: 1, name: 'Strain Stories' }).waitFor();
    await p.getByRole('link', { name: 'Share Your Story' }).first().click();
    await p.getByRole('heading', { name: 'Share Your Experience' }).waitFor();

    // Invalid: nothing filled in, then a title too short and content too short.
    await p.getByRole('button', { name: 'Share Story' }).click();
    for (const message of ['Title must be at least 3 characters', 'Content must be at least 30 characters', 'Please select a strain', 'Select at least one effect']) {
      await p.getByText(message, { exact: true }).waitFor();
    }
    await p.getByLabel('Title').fill('ab');
    await p.getByLabel('Your Story').fill('Too short.');
    await p.getByText('10/5000 characters').waitFor();
    await p.getByRole('button', { name: 'Share Story' }).click();
    await p.getByText('Title must be at least 3 characters').waitFor();
    await p.getByText('Content must be at least 30 characters').waitFor();

    // Valid.
    const title = `Porch evening ${Date.now().toString(36)}`;
    await p.getByLabel('Title').fill(title);
    const content = 'Two small puffs after dinner on the porch.\nThe evening felt slow, warm and easy, and I slept well.';
    await p.getByLabel('Your Story').fill(content);
    await p.getByText(`${content.length}/5000 characters`).waitFor();
    const strainSelect = p.getByLabel('Strain', { exact: true });
    await strainSelect.locator('option').nth(1).waitFor({ state: 'attached' });
    await strainSelect.selectOption({ index: 1 });
    await p.getByLabel('Rating').selectOption({ label: '4 Very Good' });
    await p.getByRole('button', { name: 'Relaxed' }).click();
    await p.getByRole('button', { name: 'Stress Relief' }).click();
    await p.getByLabel('Add a custom effect').fill('x'.repeat(31));
    await p.getByRole('button', { name: 'Add', exact: true }).click();
    await p.getByText('Custom effects must be 30 characters or less').waitFor();
    await p.getByLabel('Add a custom effect').fill('Porch philosopher');
    await p.getByLabel('Add a custom effect').press('Enter');
    await p.getByRole('button', { name: 'Remove Porch philosopher' }).waitFor();
    await p.getByRole('button', { name: 'Share Story' }).click();

    await toast(p, 'Story created!');
    await p.waitForURL((url) => /^\/strain-stories\/\d+$/.test(url.pathname));
    const storyUrl = new URL(p.url()).pathname;
    await p.getByRole('heading', { level: 1, name: title }).waitFor();
    await p.getByText('The evening felt slow, warm and easy, and I slept well.').waitFor();
    await p.getByLabel('Rated 4 out of 5').waitFor();
    assert.deepEqual(await p.getByRole('list', { name: 'Effects' }).getByRole('listitem').allTextContents(), ['Relaxed', 'Porch philosopher', 'Stress Relief']);

    // Edit: invalid, then valid.
    await p.getByRole('link', { name: 'Edit' }).click();
    await p.getByRole('heading', { name: 'Edit Your Story' }).waitFor();
    await p.getByLabel('Title').fill('x'.repeat(101));
    await p.getByRole('button', { name: 'Save Changes' }).click();
    await p.getByText('Title must be 100 characters or less').waitFor();
    await p.getByLabel('Title').fill(`${title} (revisited)`);
    await p.getByRole('button', { name: 'Save Changes' }).click();
    await toast(p, 'Story updated!');
    await p.waitForURL((url) => url.pathname === storyUrl);
    await p.getByRole('heading', { level: 1, name: `${title} (revisited)` }).waitFor();

    // Another (free) member reads and upvotes it, cannot edit or delete, and is sent back from /edit.
    const reader = await page();
    await member(reader);
    await reader.goto(storyUrl);
    await reader.getByRole('heading', { level: 1, name: `${title} (revisited)` }).waitFor();
    assert.equal(await reader.getByRole('link', { name: 'Edit' }).count(), 0);
    assert.equal(await reader.getByRole('button', { name: 'Delete' }).count(), 0);
    await reader.getByRole('button', { name: 'Upvote (0)' }).click();
    await toast(reader, 'Thanks for your vote!');
    await reader.getByTestId('toast').getByText('Your upvote has been recorded.').first().waitFor();
    assert.equal(await reader.getByRole('button', { name: 'Upvoted (1)' }).isDisabled(), true);
    await reader.goto(`${storyUrl}/edit`);
    await reader.waitForURL((url) => url.pathname === storyUrl);
    await reader.getByRole('button', { name: 'Upvoted (1)' }).waitFor();

    // The author sees the vote in the list, then deletes the story through the confirmation.
    await p.goto('/strain-stories');
    await p.getByRole('button', { name: 'Popular' }).click();
    await p.getByRole('article', { name: `${title} (revisited)` }).getByLabel('1 upvotes').waitFor();
    await p.goto(storyUrl);
    await p.getByRole('button', { name: 'Delete' }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete Story' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(p, 'Story deleted');
    await p.getByTestId('toast').getByText('Your story has been successfully deleted.').first().waitFor();
    await p.waitForURL((url) => url.pathname === '/strain-stories');
    await p.goto(storyUrl);
    await p.getByRole('heading', { name: 'Error Loading Story' }).waitFor();
  });

  test('a free member is offered the membership instead of the form; a non-numeric id is Invalid Story ID', async () => {
    const p = await page();
    await member(p);
    await p.goto('/strain-stories/create');
    await p.getByText('Posting strain stories is part of the Cannanaut membership', { exact: false }).waitFor();
    await p.goto('/strain-stories/not-a-number');
    await p.getByRole('heading', { name: 'Invalid Story ID' }).waitFor();
    await p.goto('/strain-stories/abc/edit');
    await p.getByRole('heading', { name: 'Invalid Story ID' }).waitFor();
  });

  for (const width of [375, 1280]) {
    test(`the stories screens at ${width}px: no sideways scroll, no serious axe findings`, async () => {
      const p = await page({ width, height: width < 768 ? 812 : 900 });
      await member(p, { premium: true });
      const created = await p.request.post('/api/strain-stories', {
        headers: { origin: BASE_URL },
        data: { title: `Layout check ${width}`, content: 'A long enough story about a strain for the layout check.', strainId: await firstStrainId(p), rating: 5, effects: ['Happy', 'Giggly'] },
      });
      assert.equal(created.status(), 201, await created.text());
      const { id } = await created.json();
      await p.goto('/strain-stories');
      await p.getByRole('article').first().waitFor();
      await checkScreen(p, `strain-stories-${width}`);
      await p.goto(`/strain-stories/${id}`);
      await p.getByRole('heading', { level: 1, name: `Layout check ${width}` }).waitFor();
      await checkScreen(p, `strain-story-${width}`);
      await p.goto('/strain-stories/create');
      await p.getByRole('button', { name: 'Share Story' }).waitFor();
      await checkScreen(p, `strain-story-create-${width}`);
    });
  }
});
