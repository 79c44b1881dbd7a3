import { customEffectProblem, effectProblem, strainStorySchema, StrainStoryMessages as M } from '@cannaverse/contracts';
import { decodePopularCursor, encodePopularCursor, toPopularPage } from '../src/strain-stories/story-cursors.js';
import { defaultRating, experienceFor, normaliseEffects, splitEffects } from '../src/strain-stories/story-effects.js';
import { parseStoryFilter } from '../src/strain-stories/story-payloads.js';
import { thrown as failure } from './thrown.js';

const cursor = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('effects', () => {
  it('normalises: trimmed, common effects in their own spelling, custom ones as written', () => {
    expect(normaliseEffects([' pain RELIEF ', 'relaxed', 'Couch lock ', 'Happy'])).toEqual(['Pain Relief', 'Relaxed', 'Couch lock', 'Happy']);
  });

  it('splits into felt and helped-with ("… Relief"), keeping the order of each', () => {
    expect(splitEffects(['Relaxed', 'Pain Relief', 'Happy', 'Cramp relief', 'Reliefless'])).toEqual({
      effectsFelt: ['Relaxed', 'Happy', 'Reliefless'], helpedWith: ['Pain Relief', 'Cramp relief'],
    });
  });

  it.each([
    ['Relaxed', null], [' Couch lock ', null], ['x'.repeat(30), null], [` ${'x'.repeat(30)} `, null],
    ['x'.repeat(31), M.customEffectMax], ['   ', M.customEffectEmpty], ['', M.customEffectEmpty], [3, M.effectText], [null, M.effectText],
  ])('effectProblem(%p) is %p', (effect, problem) => {
    expect(effectProblem(effect)).toBe(problem);
  });

  it('refuses a custom effect already in the list, whatever its case and spaces', () => {
    expect(customEffectProblem(' relaxed ', ['Relaxed'])).toBe(M.effectDuplicate);
    expect(customEffectProblem('Couch lock', ['Relaxed'])).toBeNull();
    expect(customEffectProblem('  ', ['Relaxed'])).toBe(M.customEffectEmpty);
  });
});

describe('experience and rating', () => {
  it.each([[5, 'positive'], [4, 'positive'], [3, 'mixed'], [2, 'negative'], [1, 'negative'], [null, 'other'], [undefined, 'other']] as const)(
    'rating %p → %p', (rating, experience) => {
      expect(experienceFor(rating)).toBe(experience);
    });
  it('defaults the rating to 5', () => {
    expect(defaultRating(undefined)).toBe(5);
    expect(defaultRating(2)).toBe(2);
  });
});

describe('strainStorySchema', () => {
  const valid = { title: 'abc', content: 'x'.repeat(30), strainId: 1, effects: ['Relaxed'] };
  it('trims title and content', () => {
    expect(strainStorySchema.validateSync({ ...valid, title: '  abc  ' }).title).toBe('abc');
  });
  it('answers the spec message first for each rule', () => {
    const message = (data: object) => failure(() => strainStorySchema.validateSync(data)).message;
    expect(message({ ...valid, title: 'ab' })).toBe(M.titleMin);
    expect(message({ ...valid, content: 'x'.repeat(5001) })).toBe(M.contentMax);
    expect(message({ ...valid, effects: Array(11).fill('a').map((a, i) => `${a}${i}`) })).toBe(M.effectsMax);
  });
});

describe('parseStoryFilter', () => {
  it('defaults to recent and knows popular', () => {
    expect(parseStoryFilter(undefined)).toBe('recent');
    expect(parseStoryFilter('')).toBe('recent');
    expect(parseStoryFilter('popular')).toBe('popular');
    expect(failure(() => parseStoryFilter('Popular'))).toEqual({ status: 400, message: M.invalidFilter });
  });
});

describe('popular cursors', () => {
  it('round-trip a position; no cursor is the first page', () => {
    const position = { upvotes: 12, at: '2026-11-20 10:11:12.123456+00', id: 42 };
    expect(decodePopularCursor(encodePopularCursor(position))).toEqual(position);
    expect(decodePopularCursor(null)).toBeNull();
    expect(decodePopularCursor('')).toBeNull();
  });

  it.each([
    ['not base64!'],
    [cursor({ t: '2026-11-20 10:11:12+00', i: 1 })],
    [cursor({ u: -1, t: '2026-11-20 10:11:12+00', i: 1 })],
    [cursor({ u: 1.5, t: '2026-11-20 10:11:12+00', i: 1 })],
    [cursor({ u: '3', t: '2026-11-20 10:11:12+00', i: 1 })],
    [cursor({ u: 3, t: '2026-02-30 10:11:12+00', i: 1 })],
    [cursor({ u: 3, t: '2026-11-20 10:11:12+00', i: 0 })],
    [cursor({ u: 3, t: '2026-11-20 10:11:12+00', i: 2 ** 31 })],
    [cursor({ u: 3, t: '2026-11-20 10:11:12+00', i: '7' })],
  ])('refuse %p with 400 Invalid cursor', (value) => {
    expect(failure(() => decodePopularCursor(value))).toEqual({ status: 400, message: 'Invalid cursor' });
  });

  it('make a page of limit + 1 rows, pointing after its last item', () => {
    const rows = [{ id: 3, upvotes: 5, cursor_at: 'a' }, { id: 2, upvotes: 4, cursor_at: '2026-11-20 10:11:12+00' }, { id: 1, upvotes: 0, cursor_at: 'c' }];
    const page = toPopularPage(rows, 2, (row) => row.id);
    expect(page.items).toEqual([3, 2]);
    expect(decodePopularCursor(page.nextCursor)).toEqual({ upvotes: 4, at: '2026-11-20 10:11:12+00', id: 2 });
    expect(toPopularPage(rows, 3, (row) => row.id).nextCursor).toBeNull();
  });
});
