// `GET /api/strains`: the query string parsed into a filter (pure, unit-tested), and the one SQL
// statement that answers it (exported through `@cannaverse/content/bench` so the benchmark's bare
// server runs exactly this). Values arrive as the query string gives them: text, or lists of text
// for repeated keys.
import {
  STRAIN_FILTER_FLAVORS, STRAIN_FILTER_HELPS_WITH, STRAIN_LIST_DEFAULT_LIMIT, STRAIN_LIST_MAX_LIMIT, STRAIN_SORTS, STRAIN_TYPES, StrainLimits, StrainMessages,
  type StrainPage, type StrainSort, type StrainType, type StrainTypeCounts,
} from '@cannaverse/contracts';
import { decodeCursor, encodeCursor, escapeLike, invalidCursor, isFirstPage, isIntId, RpcError } from '@cannaverse/platform';
import { toStrainSummary, type StrainSummaryRow } from './strain.mapper.js';

/** Where the previous page ended: the last strain's id; its sort values are read back in SQL. */
export interface StrainListPosition {
  id: number;
}

export interface StrainListFilter {
  type: StrainType | null;
  /** Each must be among the strain's effects, in the catalogue's capitalisation. */
  effects: string[];
  /** Each must be among the strain's flavors. */
  flavors: string[];
  /** Each must be among what reviewers said it helps with (medical_benefits). */
  helpsWith: string[];
  thcMin: number | null;
  thcMax: number | null;
  sortBy: StrainSort;
  search: string | null;
  limit: number;
  after: StrainListPosition | null;
}

const badRequest = (message: string) => RpcError.badRequest(message);

const single = (value: unknown, message: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw badRequest(message);
  return value.trim();
};

function parseType(value: unknown): StrainType | null {
  const text = single(value, StrainMessages.invalidType);
  if (!text || text.toLowerCase() === 'all') return null;
  const type = STRAIN_TYPES.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
  if (!type) throw badRequest(StrainMessages.invalidType);
  return type;
}

/** "sleepy" and "dry mouth" are stored as "Sleepy" and "Dry Mouth". */
const catalogueCase = (effect: string) => effect.toLowerCase().replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * A repeated tag filter (effects, flavors, helps with): each word in the catalogue's own spelling,
 * taken from `known` when it is one of them in any case ("ptsd" → PTSD, "spicy/herbal" →
 * Spicy/Herbal), else capitalised word by word.
 */
function parseTags(value: unknown, message: string, known: readonly string[] = []): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > StrainLimits.effectsMax) throw badRequest(message);
  const tags = list.map((item) => {
    if (typeof item !== 'string') throw badRequest(message);
    const tag = item.trim().replace(/\s+/g, ' ');
    if (tag.length === 0 || tag.length > StrainLimits.effectMax) throw badRequest(message);
    return known.find((candidate) => candidate.toLowerCase() === tag.toLowerCase()) ?? catalogueCase(tag);
  });
  return [...new Set(tags)];
}

function parseThc(value: unknown, message: string): number | null {
  const text = single(value, message);
  if (text === undefined || text === '') return null;
  const number = /^\d{1,3}(\.\d{1,3})?$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= StrainLimits.thcMin && number <= StrainLimits.thcMax)) throw badRequest(message);
  return number;
}

function parseSort(value: unknown): StrainSort {
  const text = single(value, StrainMessages.invalidSort);
  if (!text) return 'rating';
  if (!(STRAIN_SORTS as readonly string[]).includes(text)) throw badRequest(StrainMessages.invalidSort);
  return text as StrainSort;
}

function parseSearch(value: unknown): string | null {
  const text = single(value, StrainMessages.searchMax)?.replace(/\s+/g, ' ');
  if (!text) return null;
  if (text.length > StrainLimits.searchMax) throw badRequest(StrainMessages.searchMax);
  return text;
}

/** Up to 1000 here (the library's first load), unlike the kit's 100 for feeds. */
function parseStrainLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return STRAIN_LIST_DEFAULT_LIMIT;
  const limit = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > STRAIN_LIST_MAX_LIMIT) {
    throw badRequest(StrainMessages.invalidLimit);
  }
  return limit;
}

/** A cursor names the sort it was made for; reusing it with another sort is a 400, not a jumbled page. */
export function decodeStrainCursor(cursor: unknown, sortBy: StrainSort): StrainListPosition | null {
  if (isFirstPage(cursor)) return null;
  const { s, i } = decodeCursor(cursor as string);
  if (s !== sortBy || typeof i !== 'number' || !isIntId(i)) throw invalidCursor();
  return { id: i };
}

export const encodeStrainCursor = (sortBy: StrainSort, position: StrainListPosition): string =>
  encodeCursor({ s: sortBy, i: position.id });

export function parseStrainListQuery(query: Record<string, unknown>): StrainListFilter {
  const thcMin = parseThc(query.thcMin, StrainMessages.invalidThcMin);
  const thcMax = parseThc(query.thcMax, StrainMessages.invalidThcMax);
  if (thcMin !== null && thcMax !== null && thcMin > thcMax) throw badRequest(StrainMessages.thcRange);
  const sortBy = parseSort(query.sortBy);
  return {
    type: parseType(query.type),
    effects: parseTags(query.effects, StrainMessages.invalidEffects),
    flavors: parseTags(query.flavors, StrainMessages.invalidFlavors, STRAIN_FILTER_FLAVORS),
    helpsWith: parseTags(query.helpsWith, StrainMessages.invalidHelpsWith, STRAIN_FILTER_HELPS_WITH),
    thcMin,
    thcMax,
    sortBy,
    search: parseSearch(query.search),
    limit: parseStrainLimit(query.limit),
    after: decodeStrainCursor(query.cursor, sortBy),
  };
}

/**
 * Sort keys as indexed (migrations CreateStrains, SortStrainTiesByName, RankStrainsByMembers): Top
 * Rated by our members' Bayesian score, strains no member rated after them by catalogue rating
 * (score 1–5 above rating − 10); THC Content highest first with unknown values last (-1); equal
 * values, and Alphabetical, go A to Z by the folded name, the id breaking the last ties.
 */
const SORT_VALUES: Record<StrainSort, ((alias: string) => string) | null> = {
  rating: (alias) => `coalesce(${alias}.members_score, coalesce(${alias}.rating, -1) - 10)`,
  name: null,
  thc: (alias) => `coalesce(${alias}.thc_content, -1)`,
};

export const STRAIN_SUMMARY_COLUMNS = `s.id, s.name, s.type, s.rating, s.review_count, s.members_rating, s.thc_content, s.cbd_content,
  s.description, s.effects, s.flavors, s.image_url`;

/**
 * How well a strain matches the search (names, aliases and search folded by strain_search_key):
 * 3 when its name starts with it, 2.5 when an alias contains it ("gorilla glue #4" → GG4), 2 when
 * its name contains it; else a typo or word match scored by the similarity of the whole name or
 * of its closest alias (so "blu drem" puts Blue Dream, 0.43, above Dark Blue Dream, 0.3, where
 * matching words alone would tie them), plus 0.5 when every word matches by full-text (stemmed), plus a hundredth of the best
 * word similarity in name or aliases to break ties (and to rank an alias typo at all).
 */
function relevanceSql(alias: string, key: string, pattern: string, words: string): string {
  return `(CASE WHEN ${alias}.search_key LIKE ${pattern} || '%' THEN 3
    WHEN ${alias}.search_key NOT LIKE '%' || ${pattern} || '%' AND ${alias}.search_text LIKE '%' || ${pattern} || '%' THEN 2.5
    WHEN ${alias}.search_key LIKE '%' || ${pattern} || '%' THEN 2
    ELSE greatest(similarity(${alias}.search_key, ${key}),
        (SELECT max(similarity(strain_search_key(other), ${key})) FROM unnest(${alias}.aliases) AS other)) + CASE WHEN ${alias}.search_document @@ ${words} THEN 0.5 ELSE 0 END
      + word_similarity(${key}, ${alias}.search_text) / 100 END)`;
}

/** The WHERE conditions of the filters (not the cursor) and the search relevance, binding into `params`. */
function filterSql(filter: StrainListFilter, params: unknown[]) {
  const bind = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filter.type) where.push(`s.type = ${bind(filter.type)}`);
  if (filter.effects.length > 0) where.push(`s.effects @> ${bind(filter.effects)}::text[]`);
  if (filter.flavors.length > 0) where.push(`s.flavors @> ${bind(filter.flavors)}::text[]`);
  if (filter.helpsWith.length > 0) where.push(`s.medical_benefits @> ${bind(filter.helpsWith)}::text[]`);
  // A range means a known THC: unknown (-1 in the sort key) falls below any minimum.
  if (filter.thcMin !== null || filter.thcMax !== null) where.push(`coalesce(s.thc_content, -1) >= ${bind(filter.thcMin ?? 0)}`);
  if (filter.thcMax !== null) where.push(`coalesce(s.thc_content, -1) <= ${bind(filter.thcMax)}`);

  let relevance = (_alias: string) => '0';
  if (filter.search) {
    const key = `strain_search_key(${bind(filter.search)})`;
    const pattern = `strain_search_key(${bind(escapeLike(filter.search))})`;
    const words = `plainto_tsquery('english', ${key})`;
    // Each branch is served by an index: the trigram GIN on search_text (substring, similarity) or the
    // full-text GIN on search_document (migration SearchStrainsByAliasAndWords). Not word similarity
    // (<%) as well: on a broad search ("kush") the planner reads the table, and that fourth test per
    // row doubled the time (33 ms); the typos and aliases we test match without it.
    where.push(`(s.search_text LIKE '%' || ${pattern} || '%' OR s.search_text % ${key} OR s.search_document @@ ${words})`);
    relevance = (alias) => relevanceSql(alias, key, pattern, words);
  }
  return { where, relevance, bind };
}

/** Matches per type for the library's tabs: one GROUP BY over the same filters (no cursor, no type). */
export function strainTypeCountsSql(filter: StrainListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const { where } = filterSql({ ...filter, type: null }, params);
  return { sql: `SELECT s.type, count(*)::int AS count FROM strains s ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} GROUP BY s.type`, params };
}

/**
 * The list query and its parameters. With a search, names that start with it come first, then
 * names containing it (each group in the chosen sort), then typo matches, closest first. Every
 * part is served by an index: the trigram GIN for the search, the effects GIN for effects, the
 * (type, sort key) btrees otherwise (migrations CreateStrains, StoreStrainSearchKey). A later page
 * starts after the previous page's last row, whose sort values are read back by id (the cursor
 * carries only the id).
 */
export function strainListSql(filter: StrainListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const { where, relevance, bind } = filterSql(filter, params);
  const value = SORT_VALUES[filter.sortBy];
  let from = 'strains s';
  if (filter.after) {
    // The previous page's last row, read back: the cursor carries only its id.
    from += ` CROSS JOIN (SELECT ${relevance('p')} AS relevance, ${value ? value('p') : 'NULL'} AS value, p.name_key, p.id
      FROM strains p WHERE p.id = ${bind(filter.after.id)}) prev`;
    const byName = '(s.name_key, s.id) > (prev.name_key, prev.id)';
    const bySort = value ? `(${value('s')} < prev.value OR (${value('s')} = prev.value AND ${byName}))` : byName;
    where.push(filter.search ? `(${relevance('s')} < prev.relevance OR (${relevance('s')} = prev.relevance AND ${bySort}))` : bySort);
  }
  const orderBy = [
    ...(filter.search ? [`${relevance('s')} DESC`] : []),
    ...(value ? [`${value('s')} DESC`] : []),
    's.name_key ASC', 's.id ASC',
  ].join(', ');
  const sql = `SELECT ${STRAIN_SUMMARY_COLUMNS}
    FROM ${from}
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${orderBy}
    LIMIT ${bind(filter.limit + 1)}`;
  return { sql, params };
}

/** The answer from the query's `limit + 1` rows: a cursor after the last strain when more follow. */
export function toStrainPage(rows: StrainSummaryRow[], filter: StrainListFilter, typeCounts: StrainTypeCounts | null = null): StrainPage {
  const items = rows.slice(0, filter.limit);
  const last = rows.length > filter.limit ? items[items.length - 1] : undefined;
  return { items: items.map(toStrainSummary), nextCursor: last ? encodeStrainCursor(filter.sortBy, { id: last.id }) : null, typeCounts };
}

/** The GROUP BY's rows as tab counts; the type select narrows them to its own type. */
export function toTypeCounts(rows: Array<{ type: StrainType; count: number }>, filter: StrainListFilter): StrainTypeCounts {
  const counts: StrainTypeCounts = { all: 0, Indica: 0, Sativa: 0, Hybrid: 0 };
  for (const row of rows) {
    if (filter.type && row.type !== filter.type) continue;
    counts[row.type] = row.count;
    counts.all += row.count;
  }
  return counts;
}
