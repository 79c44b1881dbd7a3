// The yardstick for GET /api/posts: node:http + pg running the social service's feed query and
// mapping, with the same pool size (10), no framework, no NATS, no session. What is left between
// this and the gateway's figure is the cost of our architecture. A named prepared statement, as the
// service's poolReader runs it: PostgreSQL plans it once per connection.
import { startBarePgServer } from './bare-pg-server.mjs';
import { FEED_PAGE_SIZE, FIRST_PAGE_SQL, toPage } from './feed-query.mjs';

startBarePgServer(process.env.BENCH_SOCIAL_DB, async (_url, pool) => {
  const { rows } = await pool.query({ name: 'feed_first_page', text: FIRST_PAGE_SQL, values: [process.env.BENCH_VIEWER_ID, FEED_PAGE_SIZE + 1] });
  return toPage(rows);
});
