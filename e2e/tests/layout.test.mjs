import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, newPage, PUBLIC_SCREENS, SCREENSHOTS, withScreenshots } from '../lib/browser.mjs';

let browser;
const open = [];
before(async () => { browser = await launch(); });
after(async () => browser?.close());

// SAVE_SCREENSHOTS=1 keeps a full-page picture of every case for a person to look at.
const keep = process.env.SAVE_SCREENSHOTS === '1';

describe('layout at phone and desktop widths', () => {
  for (const width of [375, 1280]) {
    for (const { name, path: url, ready } of PUBLIC_SCREENS) {
      it(`${name} at ${width}px does not scroll sideways`, () => withScreenshots(`layout-${name}-${width}`, () => open.splice(0), async () => {
        const p = await newPage(browser, { width, height: width < 768 ? 812 : 900 });
        open.push(p);
        await p.goto(url);
        await ready(p).waitFor();
        if (keep) {
          mkdirSync(path.join(SCREENSHOTS, 'pages'), { recursive: true });
          await p.screenshot({ path: path.join(SCREENSHOTS, 'pages', `${name}-${width}.png`), fullPage: true });
        }
        // Anything wider than the viewport means a sideways scroll on phones.
        const overflowing = await p.evaluate(() => [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && getComputedStyle(el).position !== 'fixed' && !el.closest('.visually-hidden'))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60))
          .slice(0, 5));
        assert.deepEqual(overflowing, []);
        assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      }));
    }
  }
});
