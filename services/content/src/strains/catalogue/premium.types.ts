// Shape of services/content/data/premium-strains.json: curated premium sections for the selected
// strains, where every number carries the id of the published source it comes from. A value we
// could not source is null, and the UI shows its "not yet analysed" state for it.

export const TERPENE_KEYS = ['myrcene', 'limonene', 'caryophyllene', 'pinene', 'linalool'] as const;
export type TerpeneKey = (typeof TERPENE_KEYS)[number];

export const SOURCE_KINDS = ['catalogue', 'lab-dataset', 'breeder', 'seed-bank', 'grow-report', 'magazine', 'encyclopedia', 'peer-reviewed'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface PremiumSource {
  id: string;
  kind: SourceKind;
  title: string;
  publisher: string;
  /** Where the value can be checked (a dataset: the file at a fixed commit; "local:" for given data). */
  url: string;
  /** YYYY-MM-DD on which we read it. */
  accessed: string;
  note?: string;
}

/** A value and the id of the source it was taken (or, for medians, computed) from. */
export interface Sourced<T> {
  value: T;
  source: string;
  detail?: string;
}

/**
 * Terpene amounts as fractions of dry flower weight (a lab's "% w/w" divided by 100), so the
 * UI's "value × 100" shows the lab percentage.
 */
export interface PremiumTerpeneAnalysis {
  values: Record<TerpeneKey, Sourced<number> | null>;
}

export interface DaysRange {
  minDays: number;
  maxDays: number;
}

export interface GramsPerSquareMetre {
  min: number;
  max: number;
}

export interface PremiumGrowInfo {
  /** 1–5 on the spec's scale, mapped from the source's own word (kept in asPublished). */
  difficulty: (Sourced<number> & { asPublished: string }) | null;
  floweringTime: Sourced<DaysRange> | null;
  /** Yield per square metre of canopy, as the source publishes it. */
  yield: Sourced<GramsPerSquareMetre> | null;
  growEnvironment: Sourced<string> | null;
  /** Our wording of facts stated by the source. */
  growTips: Sourced<string>[];
}

export interface PremiumStrainEntry {
  name: string;
  /** Why this strain is in the premium set (see docs/strain-data.md). */
  selection: { reviewerLowerBound: Sourced<number> };
  terpeneAnalysis: PremiumTerpeneAnalysis | null;
  growInfo: PremiumGrowInfo | null;
  /** Written by us from the sourced facts above; numbers in it must appear among them. */
  enhancedDescription: { text: string; basedOn: string[] } | null;
}

export interface PremiumDataFile {
  schemaVersion: 1;
  terpeneBasis: 'fraction-of-dry-weight';
  sources: PremiumSource[];
  strains: PremiumStrainEntry[];
}
