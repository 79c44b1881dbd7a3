/** The search expressions, one definition for the migration's indexes and the queries (an expression index serves only the same expression). */

const column = (alias: string) => (name: string) => (alias ? `${alias}.${name}` : name);

/** A story's words (English stemming), title and text. */
export const storySearchDocument = (alias = '') => {
  const c = column(alias);
  return `to_tsvector('english'::regconfig, ${c('title')} || ' ' || ${c('content')})`;
};

/** What every member may read of a guide: its card (title, summary). */
export const guideCardDocument = (alias = '') => {
  const c = column(alias);
  return `to_tsvector('english'::regconfig, ${c('title')} || ' ' || ${c('summary')})`;
};

/** A guide's text, searched only for those who may read it (a premium guide's text is premium). */
export const guideBodyDocument = (alias = '') => `to_tsvector('english'::regconfig, ${column(alias)('content')})`;
