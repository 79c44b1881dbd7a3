// The yardstick for POST /api/posts with many members writing at once: node:http + pg inserting the
// same post row into the social service's database, so the same statement-level triggers fire (the
// sharded row counter, the trending and member-activity ones), with the same pool size (10), no
// framework, no NATS, no session, no validation, hashtags or outbox event.
import { startBarePgServer } from './bare-pg-server.mjs';

const BENCH_POST_CONTENT = 'Benchmark post: concurrent writers #bench';

startBarePgServer(process.env.BENCH_SOCIAL_DB, async (_url, pool) => {
  const { rows } = await pool.query('INSERT INTO posts (user_id, content) VALUES ($1, $2) RETURNING id', [process.env.BENCH_VIEWER_ID, BENCH_POST_CONTENT]);
  return rows[0];
});
