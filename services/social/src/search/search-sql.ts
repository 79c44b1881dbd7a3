/**
 * The search expressions, one definition for the migrations' indexes and the queries (the planner
 * uses an expression index only for the same expression).
 */

/** A post's words for full-text search (English stemming: "growing" finds "grow"), its text, strain and review. */
export const postSearchDocument = (alias = '') => {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `to_tsvector('english'::regconfig, ${c('content')} || ' ' || coalesce(${c('strain_name')}, '') || ' ' || coalesce(${c('strain_review')}, ''))`;
};

/** A member's name for trigram matching (substring and typos), username and display name. */
export const memberSearchText = (alias = '') => {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `lower(${c('username')} || ' ' || coalesce(${c('display_name')}, ''))`;
};
