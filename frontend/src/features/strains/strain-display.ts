import { shownStrainRating, type StrainSummary, type TerpeneAnalysisDto } from '@cannaverse/contracts';

/** Spec §9: rating shown 4.0 when unknown; the Top Rated badge from 4.5; 4 effects and 3 flavors on a card. */
export const DEFAULT_RATING = 4.0;
export const TOP_RATED_FROM = 4.5;
export const CARD_EFFECTS = 4;
export const CARD_FLAVORS = 3;

export const NO_DESCRIPTION = 'No description available for this strain.';
export const LIBRARY_ERROR = 'Failed to load strains. Please try again later.';
export const LIBRARY_EMPTY = 'No strains found matching your criteria.';
export const STRAIN_NOT_FOUND = 'Strain Not Found';
export const EFFECTS_ERROR = 'Error loading effects data';
export const FLAVORS_ERROR = 'Error loading flavor data';
/** Where our curated data has nothing for a strain (docs/strain-data.md). */
export const NOT_ANALYSED = 'Not yet analysed';
export const MEDICAL_DISCLAIMER = 'This information is for educational purposes only and is not medical advice. Consult a healthcare professional before using cannabis for any health condition.';

export const displayRating = (rating: number | null): number => rating ?? DEFAULT_RATING;

/** The one rating a strain shows (contracts): members' average once they rated it, else the catalogue's. */
export const strainRating = shownStrainRating;
export const isTopRated = (strain: Pick<StrainSummary, 'rating' | 'reviewCount' | 'membersRating'>): boolean => displayRating(strainRating(strain)) >= TOP_RATED_FROM;
export const formatRating = (rating: number | null): string => displayRating(rating).toFixed(1);

/** "21.5%", or "Not reported" (the given catalogue has no CBD figures and some strains no THC). */
export const formatPercent = (value: number | null): string => (value === null ? 'Not reported' : `${Number(value.toFixed(1))}%`);

export const reviewCountText = (count: number): string => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * Spec §3: effects and flavors arrive as arrays "or a JSON string to be parsed". Anything that is
 * not (or does not parse to) a list of text is an error the page reports.
 */
export function parseTagList(value: unknown): { ok: true; items: string[] } | { ok: false } {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { ok: false };
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return { ok: false };
  return { ok: true, items: list };
}

/** The premium bars, in the spec's order. */
export const TERPENE_BARS: ReadonlyArray<{ key: keyof TerpeneAnalysisDto; label: string }> = [
  { key: 'myrcene', label: 'Myrcene' },
  { key: 'limonene', label: 'Limonene' },
  { key: 'caryophyllene', label: 'Caryophyllene' },
  { key: 'pinene', label: 'Pinene' },
  { key: 'linalool', label: 'Linalool' },
];

/** Spec §9: percent = value × 100 to 1 decimal (a fraction of 0.00895 shows "0.9%"). */
export const terpenePercent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** Bar length against the strongest terpene of the strain, so small values stay visible. */
export function terpeneBarWidths(analysis: TerpeneAnalysisDto): Record<keyof TerpeneAnalysisDto, number> {
  const max = Math.max(...TERPENE_BARS.map(({ key }) => analysis[key] ?? 0));
  return Object.fromEntries(TERPENE_BARS.map(({ key }) => [key, max > 0 ? Math.round(((analysis[key] ?? 0) / max) * 100) : 0])) as Record<keyof TerpeneAnalysisDto, number>;
}

/** Spec §9: 1 Beginner, 2 Easy, 3 Intermediate, 4 Advanced, 5 Expert, else Unknown. */
export const DIFFICULTY_LABELS: Record<number, string> = { 1: 'Beginner', 2: 'Easy', 3: 'Intermediate', 4: 'Advanced', 5: 'Expert' };
export const difficultyLabel = (difficulty: number | null): string => (difficulty !== null && DIFFICULTY_LABELS[difficulty]) || 'Unknown';
