// The yardstick for GET /api/posts: node:http + pg running the social service's feed query and
// mapping, with the same pool size (10), no framework, no NATS, no session. What is left between
// this and the gateway's figure is the cost of our architecture.
import { createServer } from 'node:http';
import pg from 'pg';
import { FEED_PAGE_SIZE, FIRST_PAGE_SQL, toPage } from './feed-query.mjs';

const { BENCH_SOCIAL_DB, BENCH_VIEWER_ID, PGHOST = '127.0.0.1', PGPORT = '5432', PGUSER = 'postgres', PGPASSWORD } = process.env;
const pool = new pg.Pool({ host: PGHOST, port: Number(PGPORT), user: PGUSER, password: PGPASSWORD || undefined, database: BENCH_SOCIAL_DB, max: 10 });

const server = createServer(async (_request, response) => {
  try {
    const { rows } = await pool.query(FIRST_PAGE_SQL, [BENCH_VIEWER_ID, FEED_PAGE_SIZE + 1]);
    const body = JSON.stringify(toPage(rows));
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  } catch (error) {
    response.writeHead(500).end(String(error.message));
  }
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => pool.end().finally(() => process.exit(0)));
