// EXPLAIN (ANALYZE) of the benchmarked strain lists: each must read an index of strains (the
// trigram index for the search, a sort or effects index for the filters), never scan the table.
import pg from 'pg';
import { pgConnection } from './bare-pg-server.mjs';
import { STRAIN_BENCH_QUERIES, strainStatement } from './strains-query.mjs';

export async function explainStrains({ database }) {
  const client = new pg.Client(pgConnection(database));
  await client.connect();
  try {
    await client.query('ANALYZE strains');
    const { rows: [{ n: strains }] } = await client.query('SELECT count(*)::int AS n FROM strains');
    const results = [];
    for (const { name, path } of STRAIN_BENCH_QUERIES) {
      const statement = strainStatement(new URL(path, 'http://localhost').search);
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const indexes = [...new Set([...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+) on strains/g), ...plan.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]))];
      results.push({
        name, path, plan, indexes,
        seqScanOnStrains: /Seq Scan on strains\b/.test(plan),
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]),
      });
    }
    return { strains, results };
  } finally {
    await client.end();
  }
}
