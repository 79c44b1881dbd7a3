import { readFileSync } from 'node:fs';
import { parseStrainAliases, parseStrainsCsv, strainNameKey } from '../src/strains/catalogue/index.js';
import { ALIASES_FILE } from '../src/strains/import/catalogue-sources.js';
import { GIVEN_STRAINS_CSV, hasGivenCsv } from './content-harness.js';

/** data/strain-aliases.json: our curated other names of catalogue strains (issue 27). */
describe('strain aliases', () => {
  it('keeps each alias once, never the name itself, and refuses an alias of two strains or a strain listed twice', () => {
    expect(parseStrainAliases({ aliases: [{ name: 'GG4', aliases: [' Gorilla  Glue #4 ', 'gorilla glue #4', 'gg4', ''] }] }))
      .toEqual([{ nameKey: 'gg4', aliases: ['Gorilla Glue #4'] }]);
    expect(() => parseStrainAliases({ aliases: [{ name: 'A', aliases: ['X'] }, { name: 'B', aliases: ['x'] }] })).toThrow('x names two strains');
    expect(() => parseStrainAliases({ aliases: [{ name: 'A', aliases: [] }, { name: 'a', aliases: [] }] })).toThrow('listed twice');
    expect(() => parseStrainAliases({})).toThrow('"aliases" must be a list');
  });

  it('names only strains of the given catalogue', () => {
    const entries = parseStrainAliases(JSON.parse(readFileSync(ALIASES_FILE, 'utf8')));
    expect(entries.find((entry) => entry.nameKey === 'gg4')?.aliases).toContain('Gorilla Glue #4');
    if (!hasGivenCsv) return;
    const keys = new Set(parseStrainsCsv(readFileSync(GIVEN_STRAINS_CSV, 'utf8')).strains.map((strain) => strain.nameKey));
    for (const entry of entries) expect([entry.nameKey, keys.has(entry.nameKey)]).toEqual([entry.nameKey, true]);
    // An alias is no other strain's name.
    for (const entry of entries) for (const alias of entry.aliases) expect([alias, keys.has(strainNameKey(alias))]).toEqual([alias, false]);
  });
});
