import fs from 'node:fs';
import path from 'node:path';
import {
  hasCompleteFacts,
  labSampleStrainName,
  parseLabSamples,
  parseStrainsCsv,
  strainNameKey,
  strainReviewerLowerBound,
  TERPENE_KEYS,
  terpeneMediansByStrain,
  unsourcedNumberPaths,
  validatePremiumData,
  type PremiumDataFile,
} from '../src/strains/catalogue/index.js';

const DATA = path.resolve(import.meta.dirname, '../data');
const SHARED_CSV = path.resolve(import.meta.dirname, '../../../../shared/data/strains.csv');
const readPremium = (): PremiumDataFile => JSON.parse(fs.readFileSync(path.join(DATA, 'premium-strains.json'), 'utf8')) as PremiumDataFile;
const samples = parseLabSamples(fs.readFileSync(path.join(DATA, 'sources/sclabs-flower-samples.csv'), 'utf8'));

describe('curated premium strain data', () => {
  it('passes validation: every number has a known source and every range is sane', () => {
    expect(validatePremiumData(readPremium())).toMatchObject({ ok: true, errors: [] });
  });

  it('holds 50 strains, each with a lab terpene analysis, some with sourced growing information', () => {
    const { strains } = readPremium();
    expect(strains).toHaveLength(50);
    expect(strains.every((s) => s.terpeneAnalysis !== null && s.enhancedDescription !== null)).toBe(true);
    const grown = strains.filter((s) => s.growInfo !== null).map((s) => s.name);
    expect(grown).toEqual(expect.arrayContaining(['Blue Dream', 'Jack Herer', 'Sour Diesel', 'Super Lemon Haze', 'Blueberry']));
  });

  it('has terpene values that are exactly the medians of the lab rows kept as evidence', () => {
    const medians = terpeneMediansByStrain(samples);
    for (const entry of readPremium().strains) {
      const expected = medians.get(strainNameKey(entry.name));
      expect(expected).toBeDefined();
      for (const key of TERPENE_KEYS) expect({ strain: entry.name, key, value: entry.terpeneAnalysis?.values[key]?.value }).toEqual({ strain: entry.name, key, value: expected?.fractions[key] });
    }
  });

  it('keeps only flower samples, each matched to its strain by the documented name rule', () => {
    for (const sample of samples) {
      expect(sample.sampleType).toMatch(/Flower/);
      expect(strainNameKey(labSampleStrainName(sample.sampleName))).toBe(strainNameKey(sample.strain));
    }
    expect(labSampleStrainName('Blue Dream (18401)')).toBe('Blue Dream');
    expect(labSampleStrainName('Kings of the North- Zkittlez')).toBe('Zkittlez');
    expect(labSampleStrainName('Girl Scout Cookies (SG-hyb)')).toBe('GSC');
    expect(labSampleStrainName('Cactus 53209')).toBe('Cactus');
    expect(labSampleStrainName('AK-47')).toBe('AK-47');
    expect(labSampleStrainName('Tangie 8.40')).toBe('Tangie 8.40');
  });

  (fs.existsSync(SHARED_CSV) ? it : it.skip)('follows the selection rule: complete, 50+ reviewers, lab-tested, most samples first', () => {
    const { strains } = parseStrainsCsv(fs.readFileSync(SHARED_CSV, 'utf8'));
    const byKey = new Map(strains.map((s) => [s.nameKey, s]));
    const ranked = [...terpeneMediansByStrain(samples)]
      .map(([key, m]) => ({ strain: byKey.get(key), count: m.samples.length }))
      .filter((x) => x.strain && hasCompleteFacts(x.strain) && (strainReviewerLowerBound(x.strain) ?? 0) >= 50)
      .map((x) => ({ name: x.strain?.name ?? '', count: x.count, bound: x.strain ? strainReviewerLowerBound(x.strain) ?? 0 : 0 }))
      .sort((a, b) => b.count - a.count || b.bound - a.bound || a.name.localeCompare(b.name));
    const premium = readPremium().strains;
    expect(premium.map((s) => s.name)).toEqual(ranked.slice(0, 50).map((x) => x.name));
    expect(premium.map((s) => s.selection.reviewerLowerBound.value)).toEqual(ranked.slice(0, 50).map((x) => x.bound));
  });
});

describe('premium data validator', () => {
  const mutate = (change: (file: PremiumDataFile) => void): string[] => {
    const file = readPremium();
    change(file);
    return validatePremiumData(file).errors;
  };
  const blueDream = (file: PremiumDataFile) => file.strains.find((s) => s.name === 'Blue Dream')!;

  it('rejects a number without a source, or with an unknown one', () => {
    expect(mutate((f) => Object.assign(blueDream(f).selection, { extra: 3 }))).not.toEqual([]);
    expect(mutate((f) => (blueDream(f).terpeneAnalysis!.values.myrcene!.source = 'somewhere'))).toContain('strain "Blue Dream": unknown source "somewhere"');
    expect(mutate((f) => (f.sources = f.sources.filter((s) => s.id !== 'cannabisnow-blue-dream')))).toContain('strain "Blue Dream": unknown source "cannabisnow-blue-dream"');
  });

  it('rejects an enhanced description stating a number the sourced data does not support', () => {
    const errors = mutate((f) => (blueDream(f).enhancedDescription!.text += ' Yields reach 900 g/m².'));
    expect(errors).toEqual(['strain "Blue Dream": enhancedDescription states 900, which no sourced value supports']);
  });

  it('rejects out-of-range values, reversed ranges, empty sections and duplicates', () => {
    expect(mutate((f) => (blueDream(f).terpeneAnalysis!.values.limonene!.value = 0.5))).not.toEqual([]);
    expect(mutate((f) => (blueDream(f).growInfo!.difficulty!.value = 6))).not.toEqual([]);
    expect(mutate((f) => (blueDream(f).growInfo!.floweringTime!.value = { minDays: 70, maxDays: 56 }))).toContain('strain "Blue Dream": floweringTime minDays > maxDays');
    expect(mutate((f) => TERPENE_KEYS.forEach((k) => (blueDream(f).terpeneAnalysis!.values[k] = null)))).toContain('strain "Blue Dream": terpeneAnalysis has no value; use null for the whole section');
    expect(mutate((f) => f.strains.push({ ...blueDream(f), name: 'blue  dream' }))).toContain('strain "blue  dream" is listed twice');
    expect(mutate((f) => (f.sources[0].url = 'somewhere'))).not.toEqual([]);
  });

  it('finds unsourced numbers anywhere in a tree', () => {
    const ids = new Set(['lab']);
    expect(unsourcedNumberPaths({ a: { value: 1, source: 'lab' }, b: [{ value: 2, source: 'lab', nested: { n: 3 } }] }, ids)).toEqual([]);
    expect(unsourcedNumberPaths({ a: { value: 1, source: 'nope' }, b: [4], c: { value: { min: 5 } } }, ids)).toEqual(['a.value', 'b[0]', 'c.value.min']);
  });
});
