import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, PUBLIC_SCREENS, registerViaApi, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();

/** A short description of the focused element, and whether it sits inside `selector`. */
const focused = (p, selector = 'body') => p.evaluate((within) => {
  const el = document.activeElement;
  if (!el || el === document.body) return { name: 'body', inside: false };
  const name = `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
  return { name, inside: Boolean(el.closest(within)) };
}, selector);

/**
 * Tabs through the whole page and checks that every visible control is reached and that each
 * one shows a focus ring (an outline of at least 2 px that is not transparent).
 */
async function tabThroughPage(p) {
  const controls = await p.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const all = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector))].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]') && el.tabIndex >= 0);
    all.forEach((el, index) => el.setAttribute('data-kb', String(index)));
    return all.length;
  });
  assert.ok(controls > 3, `expected several controls, found ${controls}`);
  const reached = new Set();
  const withoutRing = [];
  await p.locator('body').focus();
  for (let presses = 0; presses < controls * 2 + 5; presses += 1) {
    await p.keyboard.press('Tab');
    const state = await p.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
      return { id: el.getAttribute('data-kb'), label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`, ring };
    });
    if (!state || state.id === null) continue;
    if (reached.has(state.id)) break; // wrapped around
    reached.add(state.id);
    if (!state.ring) withoutRing.push(state.label);
  }
  assert.deepEqual(withoutRing, [], 'controls without a visible focus ring');
  assert.equal(reached.size, controls, `reached ${reached.size} of ${controls} controls by Tab`);
}

describe('keyboard', () => {
  for (const { name, path, ready } of PUBLIC_SCREENS) {
    test(`every control on the ${name} page is reachable by Tab with a visible focus ring`, async () => {
      const p = await page();
      await p.goto(path);
      await ready(p).waitFor();
      await tabThroughPage(p);
    });
  }

  test('the tutorial dialog traps focus, closes on Escape and gives focus back', async () => {
    const p = await page();
    await skipOnboarding(p);
    await registerViaApi(p);
    await p.goto('/');
    const opener = p.getByRole('banner').getByRole('button', { name: 'Tutorial' });
    await opener.focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: 'Share on the feed' });
    await dialog.waitFor();
    assert.equal((await focused(p, '[role="dialog"]')).inside, true, 'focus moves into the dialog');
    // Close, Back, Next: more presses than controls must never leave the dialog, either way round.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await p.keyboard.press(key);
      const state = await focused(p, '[role="dialog"]');
      assert.equal(state.inside, true, `after ${key} focus left the dialog for ${state.name}`);
    }
    // A click on the backdrop does not let focus escape either.
    await p.mouse.click(5, 5);
    await p.keyboard.press('Tab');
    assert.equal((await focused(p, '[role="dialog"]')).inside, true, 'focus stays in after a backdrop click');
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await p.evaluate(() => localStorage.getItem('cannaverse_onboarding_status')), 'completed');
    assert.equal((await focused(p)).name, 'button:Tutorial', 'focus returns to the button that opened the dialog');
  });

  test('the age gate keeps focus inside and does not close on Escape', async () => {
    const p = await page({ ageVerified: false });
    await p.goto('/');
    const dialog = p.getByRole('dialog', { name: 'Are you 21 or older?' });
    await dialog.waitFor();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await p.keyboard.press(key);
      assert.equal((await focused(p, '[role="dialog"]')).inside, true, `after ${key} focus left the age gate`);
    }
    await p.keyboard.press('Escape');
    await p.waitForTimeout(200);
    assert.equal(await dialog.isVisible(), true, 'Escape must not dismiss the age gate');
    assert.equal(await p.evaluate(() => localStorage.getItem('age_verified')), null);
    await p.getByRole('button', { name: "I'm 21+ Years Old" }).focus();
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });
});
