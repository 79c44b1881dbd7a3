import fs from 'node:fs';
import path from 'node:path';
import { generateStrainDescription, mergeCatalogue, parseOwnCatalogue, parseStrainsCsv, type PremiumDataFile } from '../src/strains/catalogue/index.js';

const HEADER = 'name,type,rating,effects,flavors,thc_percent,dominant_terpene,helps_with,negative_effects';
const DATA = path.resolve(import.meta.dirname, '../data');

const premium: PremiumDataFile = {
  schemaVersion: 1,
  terpeneBasis: 'fraction-of-dry-weight',
  sources: [
    { id: 'lab', kind: 'lab-dataset', title: 'Lab results', publisher: 'A Lab', url: 'https://lab.example/results', accessed: '2026-11-23' },
    { id: 'breeder', kind: 'breeder', title: 'Strain page', publisher: 'A Breeder', url: 'https://breeder.example/strain', accessed: '2026-11-23' },
    { id: 'unused', kind: 'magazine', title: 'Unrelated', publisher: 'A Magazine', url: 'https://mag.example', accessed: '2026-11-23' },
  ],
  strains: [
    {
      name: 'blue   DREAM',
      selection: { reviewerLowerBound: { value: 70, source: 'lab' } },
      terpeneAnalysis: {
        values: {
          myrcene: { value: 0.00895, source: 'lab' },
          limonene: null,
          caryophyllene: { value: 0.002, source: 'lab' },
          pinene: { value: 0.0092, source: 'lab' },
          linalool: { value: 0.0003, source: 'lab' },
        },
      },
      growInfo: {
        difficulty: { value: 2, asPublished: 'easy', source: 'breeder' },
        floweringTime: { value: { minDays: 56, maxDays: 63 }, source: 'breeder' },
        yield: { value: { min: 450, max: 450 }, source: 'breeder' },
        growEnvironment: null,
        growTips: [
          { value: 'Leave headroom.', source: 'breeder' },
          { value: 'Feed lightly.', source: 'breeder' },
        ],
      },
      enhancedDescription: { text: 'Myrcene and pinene lead the lab profile of Blue Dream in the tests we hold.', basedOn: ['lab'] },
    },
    { name: 'Not In Catalogue', selection: { reviewerLowerBound: { value: 55, source: 'lab' } }, terpeneAnalysis: null, growInfo: null, enhancedDescription: null },
  ],
};

describe('merging catalogue strains with premium data', () => {
  const { strains } = parseStrainsCsv([HEADER, 'Blue Dream,hybrid,4.4,Relaxed,Berry,18,Myrcene,Stress:36,Dizzy:6', 'Plain Jane,indica,,,,,,,'].join('\n'));
  const { strains: merged, unmatchedPremium } = mergeCatalogue(strains, premium);

  it('attaches premium sections by name key and flattens them to the spec fields', () => {
    const blueDream = merged.find((s) => s.name === 'Blue Dream');
    expect(blueDream).toMatchObject({
      rating: 4.4,
      enhancedDescription: 'Myrcene and pinene lead the lab profile of Blue Dream in the tests we hold.',
      terpeneAnalysis: { myrcene: 0.00895, limonene: null, caryophyllene: 0.002, pinene: 0.0092, linalool: 0.0003 },
      growTips: { difficulty: 2, floweringTime: '56–63 days', yield: '450 g/m²', growEnvironment: null, growTips: 'Leave headroom. Feed lightly.' },
    });
    expect(blueDream?.premiumSources.map((s) => s.publisher)).toEqual(['A Lab', 'A Breeder']);
  });

  it('leaves premium fields null (not yet analysed) for strains without curated data', () => {
    expect(merged.find((s) => s.name === 'Plain Jane')).toMatchObject({ enhancedDescription: null, terpeneAnalysis: null, growTips: null, premiumSources: [] });
  });

  it('adds the generated description to every strain and reports premium entries it could not place', () => {
    expect(merged.map((s) => s.description)).toEqual(strains.map(generateStrainDescription));
    expect(unmatchedPremium).toEqual(['Not In Catalogue']);
    expect(merged.map((s) => s.slug)).toEqual(['blue-dream', 'plain-jane']);
  });

  it('joins the shipped premium file to our own fallback catalogue where the names meet', () => {
    const own = parseOwnCatalogue(JSON.parse(fs.readFileSync(path.join(DATA, 'own-catalogue.json'), 'utf8')));
    const shipped = JSON.parse(fs.readFileSync(path.join(DATA, 'premium-strains.json'), 'utf8')) as PremiumDataFile;
    const result = mergeCatalogue(own.strains, shipped);
    const withPremium = result.strains.filter((s) => s.terpeneAnalysis !== null).map((s) => s.name);
    expect(withPremium).toEqual(expect.arrayContaining(['Blue Dream', 'GSC', 'Sour Diesel', 'Jack Herer']));
    expect(withPremium.length + result.unmatchedPremium.length).toBe(shipped.strains.length);
  });
});
