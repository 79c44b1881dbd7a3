// Recomputes premium terpene values from the lab rows we keep as evidence
// (services/content/data/sources/sclabs-flower-samples.csv: SC Labs result rows copied verbatim
// from a public archive, plus the catalogue strain each row was matched to). A strain's value is
// the median over its samples; pinene is alpha- plus beta-pinene of each sample.
import { parse } from 'csv-parse/sync';
import { TERPENE_KEYS, type TerpeneKey } from './premium.types.js';
import { strainNameKey } from './strain-name.js';

// Renamed cultivars the lab samples still carry under their old names.
export const LAB_NAME_ALIASES: Record<string, string> = {
  'girl scout cookies': 'GSC',
  'gorilla glue #4': 'GG4',
};

/**
 * The strain a lab sample names, by the rule in docs/strain-data.md: drop trailing "(…)" groups
 * and a trailing code of 4+ digits, then keep what follows a producer prefix ("Farm - Name",
 * a dash with a space on at least one side, so "AK-47" stays whole), then apply the aliases.
 */
export function labSampleStrainName(sampleName: string): string {
  let name = sampleName.trim();
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name.replace(/\s*\([^()]*\)$/, '').replace(/\s+\d{4,}$/, '').trim();
  }
  const parts = name.split(/\s+-\s*|\s*-\s+/);
  name = parts[parts.length - 1].trim();
  return LAB_NAME_ALIASES[strainNameKey(name)] ?? name;
}

export interface LabSample {
  strain: string;
  sampleName: string;
  sampleType: string;
  received: string;
  /** Percent of dry weight, as the lab reports it. */
  percent: Record<TerpeneKey, number>;
}

const COLUMNS: Record<TerpeneKey, string[]> = {
  myrcene: ['beta-Myrcene'],
  limonene: ['delta-Limonene'],
  caryophyllene: ['beta-Caryophyllene'],
  pinene: ['alpha-Pinene', 'beta-Pinene'],
  linalool: ['Linalool'],
};

export function parseLabSamples(content: string): LabSample[] {
  const rows = parse(content, { bom: true, columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return rows.map((row) => {
    const amount = (column: string): number => {
      const value = Number(row[column]);
      if (row[column] === undefined || row[column] === '' || !Number.isFinite(value)) {
        throw new Error(`Lab sample "${row['Sample Name']}" has no number in column ${column}`);
      }
      return value;
    };
    const percent = Object.fromEntries(
      TERPENE_KEYS.map((key) => [key, COLUMNS[key].reduce((sum, column) => sum + amount(column), 0)]),
    ) as Record<TerpeneKey, number>;
    return { strain: row['Catalogue Strain'], sampleName: row['Sample Name'], sampleType: row['Sample Type'], received: row['Receipt Time'], percent };
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Fraction of dry weight, rounded to 5 decimals (the lab reports 3 decimals of a percent). */
export const percentToFraction = (percent: number): number => Number((percent / 100).toFixed(5));

/** Median fractions per strain name key, with the samples they come from. */
export function terpeneMediansByStrain(samples: readonly LabSample[]): Map<string, { fractions: Record<TerpeneKey, number>; samples: LabSample[] }> {
  const groups = new Map<string, LabSample[]>();
  for (const sample of samples) {
    const key = strainNameKey(sample.strain);
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        samples: group,
        fractions: Object.fromEntries(
          TERPENE_KEYS.map((terpene) => [terpene, percentToFraction(median(group.map((sample) => sample.percent[terpene])))]),
        ) as Record<TerpeneKey, number>,
      },
    ]),
  );
}
