import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
// The named export: the package's types describe only its CommonJS build, whose default is the module.
import { AxeBuilder } from '@axe-core/playwright';
import { launch, newPage, PUBLIC_SCREENS, registerViaApi, skipOnboarding, withScreenshots } from '../lib/browser.mjs';

let browser;
const open = [];
before(async () => { browser = await launch(); });
after(async () => browser?.close());

// The ad frame is sandboxed without scripts (AdBlock): axe cannot run inside it, and waiting for
// it hangs the analysis. Its markup is checked where it is written (house-ads loader tests).
const seriousViolations = async (page) => {
  const results = await new AxeBuilder({ page }).exclude('[data-testid="ad-block"] iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
};

describe('axe: no serious or critical violations', () => {
  for (const width of [375, 1280]) {
    // Each page is checked once React has rendered it (the landing's static pre-JS hero has an h1 too).
    for (const { name, path, signedIn, ready } of [
      ...PUBLIC_SCREENS.map((screen) => ({ ...screen, signedIn: false })),
      { name: 'home', path: '/', signedIn: true, ready: (/** @type {import('playwright-core').Page} */ page) => page.getByRole('heading', { name: 'Community Feed' }) },
    ]) {
      it(`${name} at ${width}px`, () => withScreenshots(`axe-${name}-${width}`, () => open.splice(0), async () => {
        const page = await newPage(browser, { width });
        open.push(page);
        if (signedIn) {
          await skipOnboarding(page);
          await registerViaApi(page);
        }
        await page.goto(path);
        await ready(page).waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await seriousViolations(page), []);
      }));
    }
  }
});

describe('axe check itself', () => {
  // Guards against a check that passes because it never looks: an unlabelled field must be reported.
  it('reports a serious violation it is shown', () => withScreenshots('axe-self-check', () => open.splice(0), async () => {
    const page = await newPage(browser);
    open.push(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    await page.evaluate(() => /** @type {Element} */ (document.querySelector('main, #root')).append(Object.assign(document.createElement('input'), { type: 'text' })));
    const violations = await seriousViolations(page);
    assert.ok(violations.some((line) => line.startsWith('label (critical)')), violations.join('\n'));
  }));
});
