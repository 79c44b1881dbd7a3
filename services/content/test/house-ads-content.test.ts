import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { sanitizeAdCode } from '../src/ads/content/ad-markup.sanitizer.js';
import { HOUSE_ADS_DATA_DIR, HouseAdContentError, houseAdMarkupProblems, loadHouseAds, type HouseAdSeed } from '../src/ads/content/house-ads.loader.js';

const linksOf = (markup: string) => [...new JSDOM(`<body>${markup}</body>`).window.document.querySelectorAll('a')];
const textOf = (markup: string) => (new JSDOM(`<body>${markup}</body>`).window.document.body.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('house ads', () => {
  let ads: HouseAdSeed[];
  beforeAll(async () => {
    ads = await loadHouseAds();
  });

  it('are three or four, for the sidebar, with unique keys', () => {
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads.length).toBeLessThanOrEqual(4);
    expect(new Set(ads.map((ad) => ad.key)).size).toBe(ads.length);
    for (const ad of ads) expect(ad.placement).toBe('sidebar');
  });

  it('promote membership, grow guides and the strain library', () => {
    expect(ads.map((ad) => ad.href)).toEqual(expect.arrayContaining(['/membership', '/grow-guides', '/strains']));
  });

  it('each parse and link to their page over the whole tab', () => {
    for (const ad of ads) {
      const links = linksOf(ad.adCode);
      expect(links.length).toBeGreaterThan(0);
      expect(links.map((link) => link.getAttribute('href'))).toContain(ad.href);
      for (const link of links) expect(link.getAttribute('target')).toBe('_top');
    }
  });

  it('offer Cannanaut at its price in the membership ad', () => {
    const membership = ads.find((ad) => ad.href === '/membership');
    expect(textOf(membership?.adCode ?? '')).toContain('Go ad-free with Cannanaut — $4.20/month');
  });

  it('survive sanitising unchanged, with no script, handler or remote resource', () => {
    for (const ad of ads) {
      expect(sanitizeAdCode(ad.adCode).trim()).toBe(ad.adCode);
      expect(ad.adCode).not.toMatch(/<script|\son[a-z]+=|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    }
  });

  it('give every link an accessible name', () => {
    for (const ad of ads) for (const link of linksOf(ad.adCode)) expect(textOf(link.outerHTML).length).toBeGreaterThan(10);
  });
});

describe('ad markup sanitiser', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeAdCode('<a href="javascript:alert(1)" onclick="steal()">x</a><script>alert(1)</script><img src="x" onerror="steal()">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('keeps _top and _blank targets, adds noopener to _blank, drops other targets', () => {
    expect(sanitizeAdCode('<a href="/strains" target="_top">a</a>')).toBe('<a href="/strains" target="_top">a</a>');
    expect(sanitizeAdCode('<a href="https://example.com" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeAdCode('<a href="/x" target="_parent">a</a>')).not.toContain('target');
  });
});

describe('house ad checks', () => {
  const good = '<a href="/strains" target="_top" style="display:block">Open the strain library</a>';

  it('accept self-contained markup that links to its page', () => {
    expect(houseAdMarkupProblems(good, '/strains')).toEqual([]);
  });

  it.each([
    ['an event handler', '<a href="/strains" target="_top" onclick="x()">Open</a>', 'markup changes when sanitised'],
    ['a link without target="_top"', '<a href="/strains">Open the strain library</a>', 'does not open with target="_top"'],
    ['a link away from the app', '<a href="https://example.com" target="_top">Away</a>', 'no link to /strains'],
    ['an image', '<a href="/strains" target="_top"><img src="/banner.png" alt="">Open</a>', 'markup loads or embeds something'],
    ['a url() in a style', '<a href="/strains" target="_top" style="background:url(/x.png)">Open</a>', 'remote resource in a style'],
    ['blank markup', '   ', 'markup is empty'],
  ])('reject %s', (_label, markup, problem) => {
    expect(houseAdMarkupProblems(markup, '/strains').join('\n')).toContain(problem);
  });

  it('make loadHouseAds name a missing file and a broken ad', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'house-ads-'));
    try {
      await writeFile(path.join(dir, 'house-ads.json'), JSON.stringify([
        { key: 'gone', name: 'Gone', placement: 'sidebar', file: 'gone.html', href: '/strains' },
        { key: 'bad', name: 'Bad', placement: 'sidebar', file: 'bad.html', href: '/strains' },
      ]));
      await writeFile(path.join(dir, 'bad.html'), '<a href="/strains"><script>alert(1)</script>Open</a>');
      const error = await loadHouseAds(dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HouseAdContentError);
      expect((error as HouseAdContentError).problems).toEqual(expect.arrayContaining([
        'gone: gone.html is missing',
        'bad: markup changes when sanitised (DOMPurify would remove part of it)',
      ]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reject a manifest entry with an external href', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'house-ads-'));
    try {
      const manifest = JSON.parse(await readFile(path.join(HOUSE_ADS_DATA_DIR, 'house-ads.json'), 'utf8')) as Array<Record<string, string>>;
      await writeFile(path.join(dir, 'house-ads.json'), JSON.stringify([{ ...manifest[0], href: 'https://example.com' }]));
      await expect(loadHouseAds(dir)).rejects.toThrow('href must be an in-app path');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
