import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { GROW_GUIDE_IMAGES_DIR } from '../src/grow-guides/content/grow-guides.loader.js';
import { GROW_GUIDE_ILLUSTRATIONS, renderGrowGuideIllustrations } from '../src/grow-guides/content/illustrations/catalogue.js';

const MAX_BYTES = 6 * 1024;
const { DOMParser } = new JSDOM('').window;

describe('grow guide illustrations', () => {
  let onDisk: Map<string, string>;
  beforeAll(async () => {
    const files = (await readdir(GROW_GUIDE_IMAGES_DIR)).filter((file) => file.endsWith('.svg')).sort();
    onDisk = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(GROW_GUIDE_IMAGES_DIR, file), 'utf8')] as const)));
  });

  it('on disk are exactly what the drawing code renders (run scripts/generate-grow-guide-images.mjs)', () => {
    const rendered = renderGrowGuideIllustrations();
    expect([...onDisk.keys()].sort()).toEqual([...rendered.keys()].sort());
    for (const [file, svg] of rendered) expect({ file, svg: onDisk.get(file) }).toEqual({ file, svg });
  });

  it('render the same bytes every time', () => {
    expect(renderGrowGuideIllustrations()).toEqual(renderGrowGuideIllustrations());
  });

  it('are each under 6 KB', () => {
    for (const [file, svg] of onDisk) expect({ file, bytes: Buffer.byteLength(svg) < MAX_BYTES }).toEqual({ file, bytes: true });
  });

  it('are well-formed SVG with an accessible name from a unique <title>', () => {
    const titles = new Set<string>();
    for (const [file, svg] of onDisk) {
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect({ file, error: doc.getElementsByTagName('parsererror').length }).toEqual({ file, error: 0 });
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('role')).toBe('img');
      const title = root.firstElementChild;
      expect(title?.tagName).toBe('title');
      expect(root.getAttribute('aria-labelledby')).toBe(title?.getAttribute('id'));
      const text = title?.textContent?.trim() ?? '';
      expect(text.length).toBeGreaterThan(10);
      expect(titles.has(text)).toBe(false);
      titles.add(text);
    }
  });

  it('reference nothing outside themselves and carry no script or styles', () => {
    for (const [file, svg] of onDisk) {
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      const elements = [...doc.getElementsByTagName('*')];
      const forbidden = elements.filter((element) => ['script', 'image', 'foreignObject', 'style', 'a', 'iframe'].includes(element.tagName));
      expect({ file, forbidden: forbidden.map((element) => element.tagName) }).toEqual({ file, forbidden: [] });
      const attributes = elements.flatMap((element) => [...element.attributes]);
      expect({ file, handlers: attributes.filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name) }).toEqual({ file, handlers: [] });
      const ids = new Set(elements.map((element) => element.getAttribute('id')).filter(Boolean));
      const refs = attributes.filter((attribute) => attribute.name === 'href' || attribute.name === 'xlink:href').map((attribute) => attribute.value);
      expect({ file, external: refs.filter((ref) => !ref.startsWith('#') || !ids.has(ref.slice(1))) }).toEqual({ file, external: [] });
      expect(svg).not.toMatch(/url\(|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    }
  });

  it('name every file once', () => {
    const files = GROW_GUIDE_ILLUSTRATIONS.map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
