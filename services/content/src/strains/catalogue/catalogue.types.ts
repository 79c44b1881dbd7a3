// Types of the strain catalogue as it is imported (CSV or our own fallback file), before the
// premium data and the database add what they own. Field names follow the spec's Strain entity.

import type { StrainType } from '@cannaverse/contracts';

/** Stored casing of the spec's strain types (the library's type selector shows the same words). */
export { STRAIN_TYPES, type StrainType } from '@cannaverse/contracts';

/** One helps-with or negative-effect tag with the share of reviewers who reported it (0–100). */
export interface TagShare {
  tag: string;
  sharePercent: number;
}

export interface TerpeneProfile {
  primary: string[];
  secondary: string[];
}

/** A strain as the catalogue knows it: only facts present in the source, nothing invented. */
export interface CatalogueStrain {
  name: string;
  /** Upsert key: case-, accent- and apostrophe-insensitive, whitespace-collapsed. */
  nameKey: string;
  /** URL-safe key for images and links, unique within one catalogue. */
  slug: string;
  type: StrainType;
  /** 0–5, or null when the source has none (the UI shows its 4.0 default). */
  rating: number | null;
  thcContent: number | null;
  /** The CSV has no CBD column; null means "not reported", never zero. */
  cbdContent: number | null;
  effects: string[];
  flavors: string[];
  terpeneProfile: TerpeneProfile;
  /** helps_with tags ordered by share, highest first. */
  medicalBenefits: string[];
  medicalBenefitShares: TagShare[];
  negativeEffects: string[];
  negativeEffectShares: TagShare[];
}

/**
 * One record before mapping. CSV rows arrive as strings ('|'-separated lists, 'Tag:share%'
 * pairs); our own JSON catalogue may give the lists as arrays. Both go through one mapper.
 */
export interface RawStrainRecord {
  name?: string;
  type?: string;
  rating?: string | number | null;
  effects?: string | string[];
  flavors?: string | string[];
  thc_percent?: string | number | null;
  dominant_terpene?: string | null;
  helps_with?: string | string[];
  negative_effects?: string | string[];
}

export type SkipReason = 'missing-name' | 'invalid-type' | 'column-count' | 'duplicate-name';

export interface SkippedRow {
  /** 1-based line in the file (the header is line 1), or the 1-based entry index for JSON. */
  line: number;
  name: string | null;
  reason: SkipReason;
  detail: string;
}

/** A value that was dropped or nulled while the row itself was kept. */
export interface RowWarning {
  line: number;
  name: string;
  field: string;
  detail: string;
}

export interface ImportReport {
  totalRows: number;
  imported: number;
  skipped: SkippedRow[];
  warnings: RowWarning[];
}

export interface CatalogueImport {
  strains: CatalogueStrain[];
  report: ImportReport;
}
