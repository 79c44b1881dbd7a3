/**
 * The search expressions, one definition for the migrations' indexes and the queries (the planner
 * uses an expression index only for the same expression).
 */

/** `column` of the table aliased `alias` (as the query names it), or bare (as an index definition does). */
const columnOf = (alias: string) => (column: string) => (alias ? `${alias}.${column}` : column);

/** A post's words for full-text search (English stemming: "growing" finds "grow"), its text, strain and review. */
export const postSearchDocument = (alias = '') => {
  const c = columnOf(alias);
  return `to_tsvector('english'::regconfig, ${c('content')} || ' ' || coalesce(${c('strain_name')}, '') || ' ' || coalesce(${c('strain_review')}, ''))`;
};

/** A member's name for trigram matching (substring and typos), username and display name. */
export const memberSearchText = (alias = '') => {
  const c = columnOf(alias);
  return `lower(${c('username')} || ' ' || coalesce(${c('display_name')}, ''))`;
};

/** The SQL function behind memberNameVariants (created by migration 1765870000000). */
export const MEMBER_NAME_VARIANTS_FUNCTION = 'member_name_variants';

/**
 * A name's deletion neighbourhood (the SymSpell idea): the lower-cased username and display name,
 * each as it is and with any one character left out. Two names one typo apart (a letter missing,
 * added, changed, or two swapped) share at least one variant, so a GIN index over the variants
 * finds a typo's names by exact lookups, in the same time among a thousand members or a hundred
 * thousand, where a trigram walk reads every name that shares letters with it.
 * One definition for the index and the query (the planner matches expressions, not meanings).
 */
export const memberNameVariants = (alias = '') => {
  const c = columnOf(alias);
  return `${MEMBER_NAME_VARIANTS_FUNCTION}(${c('username')}, ${c('display_name')})`;
};

/** `CREATE FUNCTION` for member_name_variants; immutable, so that it can be indexed. */
export const MEMBER_NAME_VARIANTS_DDL = `
  CREATE OR REPLACE FUNCTION ${MEMBER_NAME_VARIANTS_FUNCTION}(username text, display_name text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog AS $$
    SELECT coalesce(array_agg(DISTINCT variant), '{}')
      FROM unnest(ARRAY[lower(username), lower(display_name)]) AS name
      CROSS JOIN LATERAL (
        SELECT name UNION ALL SELECT overlay(name PLACING '' FROM i FOR 1) FROM generate_series(1, length(name)) AS i
      ) AS variants(variant)
     WHERE name IS NOT NULL AND variant <> ''
  $$`;

/** The SQL function behind memberNameStarts (created by migration 1765880000000). */
export const MEMBER_NAME_STARTS_FUNCTION = 'member_name_starts';
/** The longest start kept per word: a longer search text is looked up by its first this-many characters, then checked whole. */
export const MEMBER_NAME_START_MAX = 24;

/**
 * Where a member's name can be found from: every prefix (2 to MEMBER_NAME_START_MAX characters) of
 * the lower-cased username and display name read from each word's start (the name's start, and
 * after any character that is not a letter or digit). 'Moon_rock' / 'Moonrock Grower' gives mo,
 * moo, moon, moon_, moon_r, …, ro, roc, rock, …, moonrock g, …, gr, gro, grow, grower. A GIN
 * index over them finds every name with a word starting with the text by one exact key, as a
 * search box's "starts with" is expected to (Elasticsearch's edge n-grams): in the same time among
 * a thousand names or a hundred thousand alike ones, where a trigram "contains" search read the
 * long lists of trigrams such names share (0.5 ms and growing, bench:scale's members row).
 * Not found any more: a text in the middle of a word ('rock' in 'moonrock').
 */
export const memberNameStarts = (alias = '') => {
  const c = columnOf(alias);
  return `${MEMBER_NAME_STARTS_FUNCTION}(${c('username')}, ${c('display_name')})`;
};

/** `CREATE FUNCTION` for member_name_starts; immutable, so that it can be indexed. */
export const MEMBER_NAME_STARTS_DDL = `
  CREATE OR REPLACE FUNCTION ${MEMBER_NAME_STARTS_FUNCTION}(username text, display_name text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog AS $$
    SELECT coalesce(array_agg(DISTINCT left(substr(name, word.start), len)), '{}')
      FROM unnest(ARRAY[lower(username), lower(display_name)]) AS name
      CROSS JOIN LATERAL (
        SELECT s FROM generate_series(1, length(name)) AS s
         WHERE s = 1 OR (substr(name, s - 1, 1) !~ '[[:alnum:]]' AND substr(name, s, 1) ~ '[[:alnum:]]')
      ) AS word(start)
      CROSS JOIN generate_series(2, ${MEMBER_NAME_START_MAX}) AS len
     WHERE name IS NOT NULL AND len <= length(name) - word.start + 1
  $$`;
