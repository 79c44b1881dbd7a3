// GET /api/strains as the content service runs it, from its one documented export for scripts
// (`@cannaverse/content/bench`, services/content/src/bench-api.ts, built to dist): the bare server
// and EXPLAIN run the service's own parsing, SQL and page mapping. bench.mjs checks both answers
// are identical before it measures.
import { strainListStatement } from '@cannaverse/content/bench';

/** The two benchmarked calls: the library's filters, and a search with a typo. */
export const STRAIN_BENCH_QUERIES = [
  { name: 'filters', path: '/api/strains?type=Indica&effects=Relaxed&effects=Sleepy&thcMin=18&thcMax=22&sortBy=rating' },
  { name: 'typo search', path: '/api/strains?search=blue%20dreem' },
];

/** A query string as the gateway reads it: a repeated key becomes a list. */
export function queryObject(search) {
  const query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    query[key] = key in query ? [].concat(query[key], value) : value;
  }
  return query;
}

export const strainStatement = (search) => strainListStatement(queryObject(search));
