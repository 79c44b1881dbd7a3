import { GrowGuideMessages as M } from '@cannaverse/contracts';
import { parseDifficulty, parseMethod, parseSearch, requireImageFile, requireSlug } from '../src/grow-guides/grow-guide-query.js';
import { imageEtag, versionedImageUrl } from '../src/grow-guides/grow-guide-images.js';
import { thrown as failure } from './thrown.js';

describe('parseMethod', () => {
  it.each([[undefined, null], ['', null], ['soil', 'soil'], ['autoflower', 'autoflower']])('%p → %p', (value, expected) => {
    expect(parseMethod(value)).toBe(expected);
  });
  it.each(['Soil', 'aeroponics', ' indoor'])('refuses %p', (value) => {
    expect(failure(() => parseMethod(value))).toEqual({ status: 400, message: M.invalidMethod });
  });
});

describe('parseDifficulty', () => {
  it.each([[undefined, null], ['', null], [null, null], ['1', 1], ['5', 5], [3, 3]])('%p → %p', (value, expected) => {
    expect(parseDifficulty(value)).toBe(expected);
  });
  it.each(['0', '6', '10', '3.0', ' 3', 'easy', 2.5, true, [3]])('refuses %p', (value) => {
    expect(failure(() => parseDifficulty(value))).toEqual({ status: 400, message: M.invalidDifficulty });
  });
});

describe('parseSearch', () => {
  it('trims, and treats blank as no search', () => {
    expect(parseSearch('  living soil ')).toBe('living soil');
    expect(parseSearch('   ')).toBeNull();
    expect(parseSearch(undefined)).toBeNull();
    expect(parseSearch(`  ${'x'.repeat(100)}  `)).toHaveLength(100);
  });
  it('refuses more than 100 characters', () => {
    expect(failure(() => parseSearch('x'.repeat(101)))).toEqual({ status: 400, message: M.searchMax });
  });
});

describe('slugs and image names', () => {
  it('accepts what can name a guide or an image, 404s the rest', () => {
    expect(requireSlug('deep-water-culture')).toBe('deep-water-culture');
    expect(requireImageFile('cover-deep-water-culture.svg')).toBe('cover-deep-water-culture.svg');
    for (const slug of ['Deep', 'a--b', '-a', 'a/b', '', 'a'.repeat(201)]) expect(failure(() => requireSlug(slug))).toEqual({ status: 404, message: M.notFound });
    for (const file of ['x.png', '../x.svg', 'x.svg.svg', 'X.svg']) expect(failure(() => requireImageFile(file))).toEqual({ status: 404, message: M.imageNotFound });
  });
});

describe('versionedImageUrl', () => {
  const etags: Record<string, string> = { 'a.svg': 'abc' };
  const etagOf = (file: string) => etags[file] ?? null;
  it('adds the content hash to known images under the prefix only', () => {
    expect(versionedImageUrl('/static/grow-guides/a.svg', etagOf)).toBe('/static/grow-guides/a.svg?v=abc');
    expect(versionedImageUrl('/static/grow-guides/b.svg', etagOf)).toBe('/static/grow-guides/b.svg');
    expect(versionedImageUrl('/media/a.svg', etagOf)).toBe('/media/a.svg');
    expect(versionedImageUrl(null, etagOf)).toBeNull();
  });
  it('hashes content: same text, same tag; any change, another', () => {
    expect(imageEtag('<svg/>')).toMatch(/^[0-9a-f]{16}$/);
    expect(imageEtag('<svg/>')).toBe(imageEtag('<svg/>'));
    expect(imageEtag('<svg />')).not.toBe(imageEtag('<svg/>'));
  });
});
