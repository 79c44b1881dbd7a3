import {
  STRAIN_FILTER_EFFECTS, STRAIN_FILTER_FLAVORS, STRAIN_FILTER_HELPS_WITH, STRAIN_LIST_MAX_LIMIT, type StrainSort, type StrainType,
} from '@cannaverse/contracts';

/** Spec §9: the library's first load asks for 1000 strains; filter changes wait 500 ms. */
export const LIBRARY_INITIAL_LIMIT = STRAIN_LIST_MAX_LIMIT;
export const FILTER_DEBOUNCE_MS = 500;

export const EFFECT_CHIPS = STRAIN_FILTER_EFFECTS;
/** The flavor and helps-with selectors (issue 27); '' is any. The catalogue has no CBD figures, so no CBD range. */
export const FLAVOR_OPTIONS = STRAIN_FILTER_FLAVORS;
export const HELPS_WITH_OPTIONS = STRAIN_FILTER_HELPS_WITH;

export const TYPE_OPTIONS: ReadonlyArray<{ value: StrainType | ''; label: string }> = [
  { value: '', label: 'All Types' },
  { value: 'Indica', label: 'Indica' },
  { value: 'Sativa', label: 'Sativa' },
  { value: 'Hybrid', label: 'Hybrid' },
];

export const SORT_OPTIONS: ReadonlyArray<{ value: StrainSort; label: string }> = [
  { value: 'rating', label: 'Top Rated' },
  { value: 'name', label: 'Alphabetical' },
  { value: 'thc', label: 'THC Content' },
];

/** The client-side tabs (spec §2): they filter what the server answered, by type. */
export const TYPE_TABS = ['All', 'Indica', 'Sativa', 'Hybrid'] as const;
export type TypeTab = (typeof TYPE_TABS)[number];

export interface StrainFilters {
  search: string;
  type: StrainType | '';
  /** Text as typed in the number inputs; blank means no bound. */
  thcMin: string;
  thcMax: string;
  sortBy: StrainSort;
  effects: string[];
  flavor: string;
  helpsWith: string;
}

export const DEFAULT_FILTERS: StrainFilters = { search: '', type: '', thcMin: '', thcMax: '', sortBy: 'rating', effects: [], flavor: '', helpsWith: '' };

export const isDefaultFilters = (filters: StrainFilters): boolean =>
  filters.search.trim() === '' && filters.type === '' && filters.thcMin.trim() === '' && filters.thcMax.trim() === ''
  && filters.sortBy === DEFAULT_FILTERS.sortBy && filters.effects.length === 0 && filters.flavor === '' && filters.helpsWith === '';

/**
 * The query string of GET /api/strains: `limit=1000` for the first load (spec §7), the filters
 * otherwise, each effect as its own `effects=` (all must match).
 */
export function strainsQueryString(filters: StrainFilters): string {
  if (isDefaultFilters(filters)) return `limit=${LIBRARY_INITIAL_LIMIT}`;
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  for (const effect of filters.effects) params.append('effects', effect);
  if (filters.flavor) params.set('flavors', filters.flavor);
  if (filters.helpsWith) params.set('helpsWith', filters.helpsWith);
  if (filters.thcMin.trim() !== '') params.set('thcMin', filters.thcMin.trim());
  if (filters.thcMax.trim() !== '') params.set('thcMax', filters.thcMax.trim());
  params.set('sortBy', filters.sortBy);
  if (filters.search.trim() !== '') params.set('search', filters.search.trim());
  return params.toString();
}

export const toggleEffect = (effects: readonly string[], effect: string): string[] =>
  effects.includes(effect) ? effects.filter((item) => item !== effect) : [...effects, effect];

export const matchesTab = (type: StrainType, tab: TypeTab): boolean => tab === 'All' || type === tab;

/** Hints on the THC fields (shown on the fields; a range the server would refuse is not sent). */
export const THC_NUMBER_HINT = 'Enter a THC % from 0 to 100.';
export const THC_RANGE_HINT = 'THC min % must not be more than THC max %.';

const thcValue = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = /^\d{1,3}(\.\d{1,3})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return number >= 0 && number <= 100 ? number : 'invalid';
};

/** What is wrong with the THC fields, or null when the range can be asked for. */
export function thcRangeProblem(filters: Pick<StrainFilters, 'thcMin' | 'thcMax'>): { field: 'thcMin' | 'thcMax' | 'both'; hint: string } | null {
  const min = thcValue(filters.thcMin);
  const max = thcValue(filters.thcMax);
  if (min === 'invalid') return { field: 'thcMin', hint: THC_NUMBER_HINT };
  if (max === 'invalid') return { field: 'thcMax', hint: THC_NUMBER_HINT };
  if (min !== null && max !== null && min > max) return { field: 'both', hint: THC_RANGE_HINT };
  return null;
}
