import type { StrainPage } from '@cannaverse/contracts';
import type { StrainType } from '@cannaverse/contracts';
import { parseStrainListQuery, strainListSql, strainTypeCountsSql, toStrainPage, toTypeCounts } from './strains/strain-list.query.js';
import type { StrainSummaryRow } from './strains/strain.mapper.js';

/**
 * The one documented export of this service for scripts (package.json `exports["./bench"]`): the
 * strain list's parsing, SQL and page mapping, taken from the strains feature itself, so the
 * benchmark's bare node+pg server (scripts/bench) runs exactly what the service runs for
 * `GET /api/strains`. Nothing else of the service may be imported from outside it.
 */

export interface StrainListStatement {
  sql: string;
  params: unknown[];
  /** The first page also counts the matches per type (the library's tabs), in parallel, as the service does. */
  counts: { sql: string; params: unknown[] } | null;
  /** The answer from the statement's rows and, on a first page, the counts' rows. */
  toPage(rows: StrainSummaryRow[], countRows?: Array<{ type: StrainType; count: number }> | null): StrainPage;
}

/** `query` as the gateway passes it (repeated keys as lists); throws the service's 400 for bad input. */
export function strainListStatement(query: Record<string, unknown>): StrainListStatement {
  const filter = parseStrainListQuery(query);
  const { sql, params } = strainListSql(filter);
  return {
    sql, params,
    counts: filter.after ? null : strainTypeCountsSql(filter),
    toPage: (rows, countRows) => toStrainPage(rows, filter, countRows ? toTypeCounts(countRows, filter) : null),
  };
}
