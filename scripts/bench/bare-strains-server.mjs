// The yardstick for GET /api/strains: node:http + pg running the content service's strain list
// (parsing, SQL, the tabs' counts, page mapping) with the same pool size (10), no framework, no NATS, no session.
import { startBarePgServer } from './bare-pg-server.mjs';
import { strainStatement } from './strains-query.mjs';

startBarePgServer(process.env.BENCH_CONTENT_DB, async (url, pool) => {
  const statement = strainStatement(url.search);
  // The list and, on a first page, the counts per type, in parallel, as the service runs them.
  const [{ rows }, counts] = await Promise.all([
    pool.query(statement.sql, statement.params),
    statement.counts ? pool.query(statement.counts.sql, statement.counts.params) : null,
  ]);
  return statement.toPage(rows, counts?.rows ?? null);
});
