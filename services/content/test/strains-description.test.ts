import fs from 'node:fs';
import path from 'node:path';
import { generateStrainDescription, joinWords, parseStrainsCsv, type CatalogueStrain } from '../src/strains/catalogue/index.js';

const HEADER = 'name,type,rating,effects,flavors,thc_percent,dominant_terpene,helps_with,negative_effects';
const SHARED_CSV = path.resolve(import.meta.dirname, '../../../../shared/data/strains.csv');
const strainsOf = (...lines: string[]): CatalogueStrain[] => parseStrainsCsv([HEADER, ...lines].join('\n')).strains;
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);
// Words that would turn reported experiences into medical claims.
const CLAIMS = /\b(cure[sd]?|treat(s|ment|ed)?|heal(s|ing)?|prescri\w*|therap\w*|remed\w*|effective against|relieves?)\b/i;

const FULL = 'Blue Dream,hybrid,4.4,Relaxed|Happy|Uplifted|Euphoric,Blueberry|Berry|Sweet|Vanilla,18,Myrcene,Stress:36|Anxiety:29|PTSD:5,Dry Mouth:29';

describe('generated strain descriptions', () => {
  it('writes two or three sentences from the facts: type, flavors, effects, THC, terpene or reports', () => {
    const [strain] = strainsOf(FULL);
    const text = generateStrainDescription(strain);
    expect(sentences(text).length).toBeGreaterThanOrEqual(2);
    expect(sentences(text).length).toBeLessThanOrEqual(3);
    expect(text).toContain('Blue Dream');
    expect(text).toContain('hybrid');
    expect(text).toContain('blueberry, berry and sweet');
    expect(text).toContain('relaxed, happy and uplifted');
    expect(text).toContain('18%');
    expect(text).not.toContain('vanilla');
    expect(text).toMatch(/myrcene|stress and anxiety/);
  });

  it('is deterministic', () => {
    const [strain] = strainsOf(FULL);
    expect(generateStrainDescription(strain)).toBe(generateStrainDescription({ ...strain }));
  });

  it('phrases helps-with tags as reports of other communities, never as medical claims', () => {
    const strains = strainsOf(
      ...Array.from({ length: 60 }, (_, i) => `Strain ${i},indica,4,Sleepy,Earthy,,,Insomnia:40|Pain:30|PTSD:10,`),
    );
    for (const strain of strains) {
      const text = generateStrainDescription(strain);
      expect(text).toMatch(/(other communities|reviews elsewhere)[^.]*insomnia and pain/i);
      expect(text).not.toMatch(CLAIMS);
    }
  });

  it('keeps acronyms when lower-casing tags for prose', () => {
    const [strain] = strainsOf('Calm,indica,4,,,,,PTSD:40|ADD/ADHD:30,');
    expect(generateStrainDescription(strain)).toContain('PTSD and ADD/ADHD');
  });

  it('varies the wording across strains instead of one template for all', () => {
    const strains = strainsOf(...Array.from({ length: 80 }, (_, i) => `Name ${i},sativa,4,Happy|Focused,Citrus|Lemon,20,Limonene,Fatigue:20,`));
    const openings = new Set(strains.map((s) => sentences(generateStrainDescription(s))[0].replace(s.name, 'X')));
    const closings = new Set(strains.map((s) => sentences(generateStrainDescription(s)).at(-1)));
    expect(openings.size).toBeGreaterThanOrEqual(4);
    expect(closings.size).toBeGreaterThanOrEqual(3);
  });

  it('still writes two honest sentences when almost nothing is known', () => {
    const [bare] = strainsOf('Mystery,hybrid,,,,,,,');
    expect(generateStrainDescription(bare)).toMatch(/^Mystery is (a hybrid|listed as a hybrid strain)\. Its effects and flavors have not been reported yet\.$/);
    const [onlyTerpene] = strainsOf('Pine Thing,sativa,,,,,Pinene,,');
    expect(generateStrainDescription(onlyTerpene)).toContain('pine');
  });

  it('joins words the way prose does', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  (fs.existsSync(SHARED_CSV) ? it : it.skip)('gives every strain of the given file a distinct, well-formed description', () => {
    const { strains } = parseStrainsCsv(fs.readFileSync(SHARED_CSV, 'utf8'));
    const texts = strains.map(generateStrainDescription);
    expect(new Set(texts).size).toBe(strains.length);
    texts.forEach((text, i) => {
      expect(text).not.toMatch(/undefined|null|NaN|\s{2}|\ba [aeiou]/);
      expect(text.replace(strains[i].name, '')).not.toMatch(CLAIMS);
      expect(sentences(text).length).toBeGreaterThanOrEqual(2);
    });
    const firstWords = new Set(texts.map((t, i) => sentences(t)[0].replace(strains[i].name, 'X').split(' ').slice(0, 3).join(' ')));
    expect(firstWords.size).toBeGreaterThanOrEqual(5);
  });
});
