// The yardstick for GET /api/strains: node:http + pg running the content service's strain list
// (parsing, SQL, page mapping) with the same pool size (10), no framework, no NATS, no session.
import { startBarePgServer } from './bare-pg-server.mjs';
import { strainStatement } from './strains-query.mjs';

startBarePgServer(process.env.BENCH_CONTENT_DB, async (url, pool) => {
  const statement = strainStatement(url.search);
  const { rows } = await pool.query(statement.sql, statement.params);
  return statement.toPage(rows);
});
