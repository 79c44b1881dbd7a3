import fs from 'node:fs';
import path from 'node:path';
import {
  assignSlugs,
  hasCompleteFacts,
  minimumReviewerCount,
  parseOwnCatalogue,
  parseStrainsCsv,
  StrainCsvError,
  strainNameKey,
  strainReviewerLowerBound,
} from '../src/strains/catalogue/index.js';

const HEADER = 'name,type,rating,effects,flavors,thc_percent,dominant_terpene,helps_with,negative_effects';
const csv = (...lines: string[]): string => [HEADER, ...lines].join('\n');
const SHARED_CSV = path.resolve(import.meta.dirname, '../../../../shared/data/strains.csv');
const OWN_CATALOGUE = path.resolve(import.meta.dirname, '../data/own-catalogue.json');

describe('strains CSV import', () => {
  it('maps a full row to the spec fields, shares ordered highest first', () => {
    const { strains, report } = parseStrainsCsv(
      csv('Blue Dream,hybrid,4.4,Relaxed|Happy,Blueberry|Sweet,18,Myrcene,Anxiety:29|Stress:36|Add/Adhd:5,Dry Mouth:29|Dizzy:6'),
    );
    expect(report).toEqual({ totalRows: 1, imported: 1, skipped: [], warnings: [] });
    expect(strains[0]).toEqual({
      name: 'Blue Dream',
      nameKey: 'blue dream',
      slug: 'blue-dream',
      type: 'Hybrid',
      rating: 4.4,
      thcContent: 18,
      cbdContent: null,
      effects: ['Relaxed', 'Happy'],
      flavors: ['Blueberry', 'Sweet'],
      terpeneProfile: { primary: ['Myrcene'], secondary: [] },
      medicalBenefits: ['Stress', 'Anxiety', 'ADD/ADHD'],
      medicalBenefitShares: [
        { tag: 'Stress', sharePercent: 36 },
        { tag: 'Anxiety', sharePercent: 29 },
        { tag: 'ADD/ADHD', sharePercent: 5 },
      ],
      negativeEffects: ['Dry Mouth', 'Dizzy'],
      negativeEffectShares: [
        { tag: 'Dry Mouth', sharePercent: 29 },
        { tag: 'Dizzy', sharePercent: 6 },
      ],
    });
  });

  it('leaves blank fields unknown instead of inventing values', () => {
    const [strain] = parseStrainsCsv(csv('Plain,SATIVA,,,,,,,')).strains;
    expect(strain).toMatchObject({ type: 'Sativa', rating: null, thcContent: null, cbdContent: null, effects: [], flavors: [] });
    expect(strain.terpeneProfile).toEqual({ primary: [], secondary: [] });
    expect(strain.medicalBenefits).toEqual([]);
  });

  it('reads a BOM, CRLF line ends and quoted fields with commas, quotes and line breaks', () => {
    const content = `\uFEFF${HEADER}\r\n"Tricky, ""Quoted"" Kush",indica,4,"Relaxed|Sleepy",Earthy,20,Myrcene,,\r\n"Two\r\nLines",hybrid,3.5,,,,,,\r\n`;
    const { strains, report } = parseStrainsCsv(content);
    expect(strains.map((s) => s.name)).toEqual(['Tricky, "Quoted" Kush', 'Two Lines']);
    expect(report.skipped).toEqual([]);
  });

  it('skips rows without a name, with an unknown type or with the wrong number of fields, saying why', () => {
    const { strains, report } = parseStrainsCsv(csv(',hybrid,4,,,,,,', 'Odd,ruderalis,4,,,,,,', 'Short,hybrid,4', 'Good,indica,4,,,,,,'));
    expect(strains.map((s) => s.name)).toEqual(['Good']);
    expect(report.skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'missing-name' },
      { line: 3, reason: 'invalid-type' },
      { line: 4, reason: 'column-count' },
    ]);
    expect(report).toMatchObject({ totalRows: 4, imported: 1 });
  });

  it('treats names differing only in case, spacing, accents or apostrophes as one strain; the last row wins', () => {
    const { strains, report } = parseStrainsCsv(
      csv('Grandma’s Batch,indica,4.1,,,,,,', '  grandma\'s   batch ,indica,4.6,,,,,,', 'Lemon Créme,hybrid,4,,,,,,', 'LEMON CREME,hybrid,5,,,,,,'),
    );
    expect(strains.map((s) => [s.name, s.rating])).toEqual([
      ["grandma's batch", 4.6],
      ['LEMON CREME', 5],
    ]);
    expect(report.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, 'duplicate-name'],
      [4, 'duplicate-name'],
    ]);
  });

  it('nulls out-of-range numbers and drops malformed tags, reporting each as a warning', () => {
    const { strains, report } = parseStrainsCsv(csv('Messy,hybrid,7,Happy|Dry Mouth|happy,Sweet,abc,Limonene,Stress|Pain:40|Nausea:140,Dizzy:10'));
    expect(strains[0]).toMatchObject({ rating: null, thcContent: null, effects: ['Happy'], medicalBenefits: ['Pain'], negativeEffects: ['Dizzy'] });
    expect(report.warnings.map((w) => w.field)).toEqual(['rating', 'thc_percent', 'helps_with', 'helps_with', 'effects']);
    expect(report.warnings.every((w) => w.line === 2 && w.name === 'Messy')).toBe(true);
  });

  it('refuses a file without the expected columns or with broken quoting', () => {
    expect(() => parseStrainsCsv('name,type\nA,hybrid')).toThrow(new StrainCsvError('The strains CSV lacks the column(s): rating, effects, flavors, thc_percent, dominant_terpene, helps_with, negative_effects'));
    expect(() => parseStrainsCsv(csv('"Unclosed,hybrid,4,,,,,,'))).toThrow(StrainCsvError);
    expect(() => parseStrainsCsv('')).toThrow(StrainCsvError);
  });

  (fs.existsSync(SHARED_CSV) ? it : it.skip)('imports the given 2,350-row file with one dropped effect and nothing skipped', () => {
    const { strains, report } = parseStrainsCsv(fs.readFileSync(SHARED_CSV, 'utf8'));
    expect(report).toMatchObject({ totalRows: 2350, imported: 2350, skipped: [] });
    expect(report.warnings).toEqual([expect.objectContaining({ name: 'Mendocino Madness', field: 'effects' })]);
    expect(new Set(strains.map((s) => s.slug)).size).toBe(2350);
    expect(strains.find((s) => s.name === 'Boysenberry')).toBeDefined();
  });
});

describe('slugs and name keys', () => {
  it('folds case, accents, apostrophes and spacing into one key', () => {
    expect(strainNameKey('  Lemon  Créme ')).toBe('lemon creme');
    expect(strainNameKey('Kaua’i Electric')).toBe(strainNameKey("kaua'i electric"));
  });

  it('keeps slugs unique and independent of row order', () => {
    const names = ['GG #4', 'GG 4', 'Blue Dream'];
    const slugs = assignSlugs(names);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs[2]).toBe('blue-dream');
    expect(assignSlugs([...names].reverse()).reverse()).toEqual(slugs);
    expect(assignSlugs(['$100 OG'])).toEqual(['100-og']);
  });
});

describe('reviewer lower bound from share granularity', () => {
  it('finds the smallest reviewer count that can produce every share', () => {
    expect(minimumReviewerCount([50])).toBe(2);
    expect(minimumReviewerCount([33, 67])).toBe(3);
    expect(minimumReviewerCount([25, 75, 50])).toBe(4);
    expect(minimumReviewerCount([100, 0])).toBe(1);
    expect(minimumReviewerCount([])).toBeNull();
  });

  it('needs many reviewers for fine-grained shares', () => {
    expect(minimumReviewerCount([21, 18, 16, 13])).toBeGreaterThan(20);
    expect(minimumReviewerCount([33, 17, 50])).toBe(6);
    const blueDream = { medicalBenefitShares: [36, 29, 27, 26, 13], negativeEffectShares: [29, 16, 6, 6] };
    const shares = (list: number[]) => list.map((sharePercent) => ({ tag: 't', sharePercent }));
    expect(strainReviewerLowerBound({ medicalBenefitShares: shares(blueDream.medicalBenefitShares), negativeEffectShares: shares(blueDream.negativeEffectShares) })).toBe(70);
  });

  it('calls a strain complete only when every selection fact is present', () => {
    const [full, partial] = parseStrainsCsv(csv('Full,hybrid,4,Happy,Sweet,18,Myrcene,Stress:40,Dizzy:10', 'Partial,hybrid,4,Happy,Sweet,,Myrcene,Stress:40,Dizzy:10')).strains;
    expect(hasCompleteFacts(full)).toBe(true);
    expect(hasCompleteFacts(partial)).toBe(false);
  });
});

describe('our own fallback catalogue', () => {
  const json: unknown = JSON.parse(fs.readFileSync(OWN_CATALOGUE, 'utf8'));

  it('goes through the same mapping without a skipped row or warning', () => {
    const { strains, report } = parseOwnCatalogue(json);
    expect(report.skipped).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(strains.length).toBeGreaterThanOrEqual(25);
    expect(strains.length).toBeLessThanOrEqual(40);
  });

  it('states no number it cannot stand behind and uses the filter vocabulary', () => {
    const { strains } = parseOwnCatalogue(json);
    const effectVocabulary = ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'Talkative', 'Tingly', 'Giggly', 'Aroused'];
    for (const strain of strains) {
      expect({ name: strain.name, rating: strain.rating, thc: strain.thcContent, shares: strain.medicalBenefitShares }).toEqual({ name: strain.name, rating: null, thc: null, shares: [] });
      expect(strain.effects.length).toBeGreaterThanOrEqual(2);
      expect(strain.effects.every((effect) => effectVocabulary.includes(effect))).toBe(true);
      expect(strain.terpeneProfile.primary).toHaveLength(1);
    }
  });

  it('rejects entries of the wrong shape', () => {
    expect(() => parseOwnCatalogue({ strains: [{ name: 'X', type: 'hybrid', effects: 'Happy' }] })).toThrow('Entry 1: effects must be a list of text');
    expect(() => parseOwnCatalogue([])).toThrow('"strains" list');
  });
});
