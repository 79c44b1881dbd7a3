// EXPLAIN (ANALYZE) of the feed's first and a later page: the plan must walk posts_feed_idx and
// never scan the whole posts table, however many posts there are.
import pg from 'pg';
import { pgConnection } from './bare-pg-server.mjs';
import { FEED_PAGE_SIZE, FIRST_PAGE_SQL, NEXT_PAGE_SQL } from './feed-query.mjs';

export async function explainFeed({ database, viewerId }) {
  const client = new pg.Client(pgConnection(database));
  await client.connect();
  try {
    await client.query('ANALYZE posts, likes, video_details, user_cards');
    const { rows: [{ n: posts }] } = await client.query('SELECT count(*)::int AS n FROM posts');
    const { rows: [middle] } = await client.query('SELECT created_at, id FROM posts ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1', [Math.floor(posts / 2)]);
    const plans = [
      { name: 'first page', sql: FIRST_PAGE_SQL, params: [viewerId, FEED_PAGE_SIZE + 1] },
      { name: 'page from the middle (cursor)', sql: NEXT_PAGE_SQL, params: [viewerId, FEED_PAGE_SIZE + 1, middle.created_at, middle.id] },
    ];
    const results = [];
    for (const { name, sql, params } of plans) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const usesIndex = /Index Scan( Backward)? using posts_feed_idx on posts/.test(plan);
      const seqScanOnPosts = /Seq Scan on posts\b/.test(plan);
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
      // Other tables scanned whole: harmless while small, but worth a line in the report.
      const otherSeqScans = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]))].filter((table) => table !== 'posts');
      results.push({ name, plan, usesIndex, seqScanOnPosts, otherSeqScans, executionMs });
    }
    return { posts, results };
  } finally {
    await client.end();
  }
}
