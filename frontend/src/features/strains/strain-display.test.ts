import { describe, expect, it } from 'vitest';
import { difficultyLabel, formatPercent, formatRating, isTopRated, parseTagList, strainRating, reviewCountText, terpeneBarWidths, terpenePercent } from './strain-display';
import { DEFAULT_FILTERS, matchesTab, strainsQueryString, thcRangeProblem, THC_NUMBER_HINT, THC_RANGE_HINT, toggleEffect } from './strain-filters';

describe('strain display rules', () => {
  it('shows 4.0 for an unknown rating and Top Rated from 4.5', () => {
    expect(formatRating(null)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    const unrated = { reviewCount: 0, membersRating: null };
    expect(isTopRated({ rating: 4.5, ...unrated })).toBe(true);
    expect(isTopRated({ rating: 4.49, ...unrated })).toBe(false);
    expect(isTopRated({ rating: null, ...unrated })).toBe(false);
  });

  it("shows members' average once members rated a strain, else the catalogue's rating (issue 27)", () => {
    expect(strainRating({ rating: 4.4, reviewCount: 3, membersRating: 4.3 })).toBe(4.3);
    expect(strainRating({ rating: 4.4, reviewCount: 0, membersRating: null })).toBe(4.4);
    expect(isTopRated({ rating: 5, reviewCount: 2, membersRating: 3.5 })).toBe(false);
  });

  it('hints at a THC range the server would refuse instead of asking for it', () => {
    expect(thcRangeProblem({ thcMin: '25', thcMax: '10' })).toEqual({ field: 'both', hint: THC_RANGE_HINT });
    expect(thcRangeProblem({ thcMin: '10', thcMax: '25' })).toBeNull();
    expect(thcRangeProblem({ thcMin: '', thcMax: '25' })).toBeNull();
    expect(thcRangeProblem({ thcMin: '120', thcMax: '' })).toEqual({ field: 'thcMin', hint: THC_NUMBER_HINT });
    expect(thcRangeProblem({ thcMin: '', thcMax: '-1' })).toEqual({ field: 'thcMax', hint: THC_NUMBER_HINT });
  });

  it('writes terpene fractions as value × 100 to one decimal', () => {
    expect(terpenePercent(0.00895)).toBe('0.9%');
    expect(terpenePercent(0.0123)).toBe('1.2%');
    expect(terpenePercent(0)).toBe('0.0%');
    expect(terpeneBarWidths({ myrcene: 0.01, limonene: 0.005, caryophyllene: null, pinene: 0, linalool: 0.0025 }))
      .toEqual({ myrcene: 100, limonene: 50, caryophyllene: 0, pinene: 0, linalool: 25 });
  });

  it('labels difficulty 1 to 5, else Unknown', () => {
    expect([1, 2, 3, 4, 5, 0, 6, null].map(difficultyLabel)).toEqual(['Beginner', 'Easy', 'Intermediate', 'Advanced', 'Expert', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('parses effects and flavors from lists or JSON text, and rejects anything else', () => {
    expect(parseTagList(['Happy'])).toEqual({ ok: true, items: ['Happy'] });
    expect(parseTagList('["Citrus","Pine"]')).toEqual({ ok: true, items: ['Citrus', 'Pine'] });
    expect(parseTagList('not json')).toEqual({ ok: false });
    expect(parseTagList('{"a":1}')).toEqual({ ok: false });
    expect(parseTagList([1, 2])).toEqual({ ok: false });
    expect(parseTagList(undefined)).toEqual({ ok: false });
  });

  it('formats percentages and review counts', () => {
    expect(formatPercent(21.456)).toBe('21.5%');
    expect(formatPercent(18)).toBe('18%');
    expect(formatPercent(null)).toBe('Not reported');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
  });
});

describe('library filters', () => {
  it('asks for 1000 strains on the first load and sends filters (effects repeated) afterwards', () => {
    expect(strainsQueryString(DEFAULT_FILTERS)).toBe('limit=1000');
    expect(strainsQueryString({ ...DEFAULT_FILTERS, type: 'Indica', effects: ['Relaxed', 'Sleepy'], thcMin: '15', thcMax: ' 25 ', sortBy: 'thc', search: ' og ' }))
      .toBe('type=Indica&effects=Relaxed&effects=Sleepy&thcMin=15&thcMax=25&sortBy=thc&search=og');
    expect(strainsQueryString({ ...DEFAULT_FILTERS, sortBy: 'name' })).toBe('sortBy=name');
  });

  it('toggles effect chips and filters tabs by type', () => {
    expect(toggleEffect(['Happy'], 'Relaxed')).toEqual(['Happy', 'Relaxed']);
    expect(toggleEffect(['Happy', 'Relaxed'], 'Happy')).toEqual(['Relaxed']);
    expect(matchesTab('Indica', 'All')).toBe(true);
    expect(matchesTab('Indica', 'Sativa')).toBe(false);
    expect(matchesTab('Hybrid', 'Hybrid')).toBe(true);
  });
});
