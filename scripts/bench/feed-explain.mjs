// EXPLAIN (ANALYZE) of the feed's first and a later page: the plan must walk posts_feed_idx and
// never scan the whole posts table, however many posts there are. The service runs the query as a
// prepared statement (poolReader), and PostgreSQL keeps a generic plan for it after five runs when
// that costs no more than planning each time: the generic plan of each page is checked the same way.
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
    const explain = async ({ sql, params, generic }, index) => {
      if (!generic) return client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      // The plan a prepared statement settles on, without the values (PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN)).
      await client.query(`PREPARE feed_${index} AS ${sql}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      try {
        const values = params.map((value) => client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value))).join(', ');
        return await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE feed_${index}(${values})`);
      } finally {
        await client.query('RESET plan_cache_mode');
        await client.query(`DEALLOCATE feed_${index}`);
      }
    };
    plans.push(...plans.map((plan) => ({ ...plan, name: `${plan.name}, generic plan`, generic: true })));
    for (const [index, statement] of plans.entries()) {
      const { name } = statement;
      const { rows } = await explain(statement, index);
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
