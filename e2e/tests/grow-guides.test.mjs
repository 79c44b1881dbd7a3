import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, checkScreen, registerViaApi, skipOnboarding, upgradeViaApi } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const PREMIUM = 'deep-water-culture';
const FREE = 'your-first-indoor-grow';

/** @param {import('playwright-core').Page} p */
async function signedIn(p, { premium = false } = {}) {
  await skipOnboarding(p);
  await registerViaApi(p);
  if (premium) await upgradeViaApi(p);
}

describe('grow guides', () => {
  test('a free member filters the list, and a premium guide opens the Premium Content dialog', async () => {
    const p = await page();
    await signedIn(p);
    await p.goto('/grow-guides');
    await p.getByRole('heading', { level: 1, name: 'Cannabis Growing Guides' }).waitFor();
    await p.getByRole('link', { name: 'Read Guide: Your First Indoor Grow: A Tent From Seed to Jar' }).waitFor();
    assert.ok(await p.getByRole('link', { name: /^View Preview: / }).count() >= 3);

    await p.getByLabel('Difficulty').selectOption('5');
    const results = p.getByTestId('guide-results');
    await p.waitForFunction(() => document.querySelector('[data-testid="guide-results"]')?.getAttribute('data-highlighted') === 'true');
    await p.getByRole('link', { name: 'Read Guide: Your First Indoor Grow: A Tent From Seed to Jar' }).waitFor({ state: 'detached' });
    assert.equal(await results.getByRole('article').count(), 1);
    await p.waitForFunction(() => document.querySelector('[data-testid="guide-results"]')?.getAttribute('data-highlighted') === 'false');

    await p.getByLabel('Search guides').fill('nothing matches this');
    await p.getByText('No growing guides found for your search criteria. Try adjusting your filters.').waitFor();
    await p.getByLabel('Search guides').fill('');
    await p.getByLabel('Difficulty').selectOption('');

    await p.getByRole('link', { name: 'View Preview: Deep Water Culture: Fast Hydroponics From Seedling to Harvest' }).click();
    const dialog = p.getByRole('dialog', { name: 'Premium Content' });
    await dialog.waitFor();
    await dialog.getByText('available exclusively to premium members').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByText('This is a premium guide.').waitFor();
    assert.equal(await p.getByRole('heading', { name: 'Step-by-Step Guide' }).count(), 0);
    await p.reload();
    await p.getByRole('dialog', { name: 'Premium Content' }).getByRole('button', { name: 'View Membership Options' }).click();
    await p.waitForURL((url) => url.pathname === '/membership');
  });

  test('a premium member reads a premium guide with its steps, one open at a time', async () => {
    const p = await page();
    await signedIn(p, { premium: true });
    await p.goto(`/grow-guides/${PREMIUM}`);
    await p.getByRole('heading', { name: 'Step-by-Step Guide' }).waitFor();
    assert.equal(await p.getByRole('dialog').count(), 0);
    const steps = p.getByRole('button', { name: /^Step \d+:/ });
    assert.equal(await steps.count(), 12);
    assert.equal(await steps.nth(0).getAttribute('aria-expanded'), 'true');
    await steps.nth(1).click();
    assert.equal(await steps.nth(0).getAttribute('aria-expanded'), 'false');
    assert.equal(await steps.nth(1).getAttribute('aria-expanded'), 'true');
    const stepImage = p.getByRole('region', { name: /^Step 2:/ }).locator('img');
    await stepImage.waitFor();
    await p.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await stepImage.elementHandle());
    await p.getByRole('region', { name: 'Growing Tips' }).getByRole('link', { name: 'View All Guides' }).waitFor();
  });

  test('an unknown guide shows Guide Not Found', async () => {
    const p = await page();
    await signedIn(p);
    await p.goto('/grow-guides/no-such-guide');
    await p.getByRole('heading', { name: 'Guide Not Found' }).waitFor();
    await p.getByText("Sorry, the growing guide you're looking for doesn't exist or has been removed.").waitFor();
    await p.getByRole('link', { name: 'View All Guides' }).click();
    await p.waitForURL((url) => url.pathname === '/grow-guides');
  });

  for (const width of [375, 1280]) {
    test(`the list and a guide at ${width}px: no sideways scroll, no serious axe findings`, async () => {
      const p = await page({ width, height: width < 768 ? 812 : 900 });
      await signedIn(p, { premium: true });
      await p.goto('/grow-guides');
      await p.getByRole('link', { name: 'Read Guide: Your First Indoor Grow: A Tent From Seed to Jar' }).waitFor();
      await p.waitForLoadState('networkidle');
      await checkScreen(p, `grow-guides-${width}`);
      await p.goto(`/grow-guides/${FREE}`);
      await p.getByRole('heading', { name: 'Step-by-Step Guide' }).waitFor();
      await p.waitForLoadState('networkidle');
      await checkScreen(p, `grow-guide-${width}`);
    });
  }

  test('a free member sees the premium dialog fit a 375px phone', async () => {
    const p = await page({ width: 375, height: 812 });
    await signedIn(p);
    await p.goto(`/grow-guides/${PREMIUM}`);
    const dialog = p.getByRole('dialog', { name: 'Premium Content' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, 'the dialog fits the screen');
    assert.ok(await dialog.getByRole('button', { name: 'View Membership Options' }).isVisible());
    await checkScreen(p, 'grow-guide-premium-dialog-375');
  });
});
