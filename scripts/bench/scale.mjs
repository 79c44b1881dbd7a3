// `npm run bench:scale` (issue 15): does every growing list stay as fast at 1,000,000 posts as at
// 10,000? On a throwaway stack (scripts/lib/throwaway-stack.mjs) it fills the databases through SQL
// (generate_series, triggers off, then what the triggers keep is rebuilt with the services' own SQL)
// to each size in turn, and at each size measures every list endpoint through the gateway:
//   - serial latency p50/p99 (BENCH_SCALE_SERIAL requests one after another),
//   - throughput at 20 connections (autocannon, BENCH_SCALE_SECONDS each),
//   - EXPLAIN (ANALYZE) of exactly the SELECTs the services ran for one request (recorded by
//     sql-recorder.mjs, preloaded into every service): no Seq Scan on a table of more than
//     PLAN_SMALL_TABLE rows, no Sort of more than PLAN_SMALL_TABLE rows;
//   - the 5-minute job's two statements (trending re-score, trending-topics hashtag scan);
//   - the hourly pruning of the event tables (issue 25): as many published outbox rows past their
//     window as posts (1,000,000 at the largest size), plus as many inbox rows, deleted batch by batch.
// It prints one table and writes it to docs/benchmarks.md between the bench:scale markers.
//
// BENCH_SCALE_SIZES=10000,100000 measures other sizes (default 10000,100000,1000000).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runLoadGenerator } from './load-generator.mjs';
import pg from 'pg';
import {
  HASHTAG_USAGE_SQL, REBUILD_HASHTAGS_SQL, REBUILD_MEMBER_COUNTS_SQL, REBUILD_TRENDING_RANK_SQL, REFRESH_TRENDING_RANK_SQL, TRENDING_HALF_LIFE_HOURS, TRENDING_RANK_LOCK,
  TRENDING_WINDOW_HOURS,
} from '@cannaverse/social/bench';
import { ROOT, BACKEND_SERVICES } from '../lib/stack.mjs';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { pgConnection } from './bare-pg-server.mjs';
import { replaceBetweenMarkers } from './markers.mjs';
import { EventRetention, pruneEventTables } from '@cannaverse/platform';
import { STRAIN_BENCH_QUERIES } from './strains-query.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SERIAL = Number(process.env.BENCH_SCALE_SERIAL ?? 100);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = 20;
/** A table or a sort under this many rows is not a scaling problem (catalogues, one member's rows). */
const PLAN_SMALL_TABLE = 5000;
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');
const log = (message) => console.log(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
const cursorOf = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

const sqlDir = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-sql-'));
const recorder = path.join(ROOT, 'scripts/bench/sql-recorder.mjs');
log('starting a throwaway stack…');
const stack = await startThrowawayStack({
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${recorder}`.trim(), BENCH_SQL_DIR: sqlDir },
});
const base = stack.url;
const databases = Object.fromEntries(BACKEND_SERVICES.map((service) => [service, `${stack.dbPrefix}_${service}`]));
const clients = {};
async function db(service) {
  if (!clients[service]) {
    clients[service] = new pg.Client(pgConnection(databases[service]));
    await clients[service].connect();
  }
  return clients[service];
}

/** A signed-in member (or the admin) through the gateway: their id and session cookie. */
async function signIn(path_, body) {
  const response = await fetch(`${base}${path_}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path_} answered ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().filter((c) => c.startsWith('cv.sid=')).pop().split(';')[0];
  const json = await response.json();
  return { id: json.id ?? json.user?.id, cookie };
}
const register = (username) => signIn('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });

/** Polls `probe` until true; its errors (a service still migrating its database) count as not yet. */
async function waitFor(probe, what) {
  for (let i = 0; i < 1200; i++) {
    if (await probe().catch(async () => {
      for (const [service, client] of Object.entries(clients)) { delete clients[service]; await client.end().catch(() => undefined); }
      return false;
    })) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Fills every database up to `posts` posts (and proportionate rows), from what the last size left. */
async function fill(posts, viewer, peer) {
  const social = await db('social');
  const [{ n: have }] = (await social.query('SELECT count(*)::int AS n FROM posts')).rows;
  const members = Math.max(200, posts / 100);
  // Triggers (counters, trending scores) and foreign keys off for the bulk insert; rebuilt below.
  await social.query(`SET session_replication_role = replica`);
  const member = (expr) => `md5('member' || ((${expr}) % ${members}))::uuid`;
  await social.query(`INSERT INTO user_cards (id, username, display_name) SELECT md5('member' || i)::uuid, 'member_' || i, 'Member ' || i
    FROM generate_series(0, ${members - 1}) AS i ON CONFLICT (id) DO NOTHING`);
  // Spread over a year (about 2% in the last 7 days), written in time order as a community writes
  // them (each size's batch in its own order); every 20th by one prolific member (the peer).
  await social.query(`INSERT INTO posts (id, user_id, content, strain_name, strain_review, likes_count, comments_count, created_at)
    SELECT md5('post' || i)::uuid, CASE WHEN i % 20 = 0 THEN $1::uuid ELSE ${member('i')} END,
           'Post ' || i || ' about #tag' || (i % 80) || ' and #growing', CASE WHEN i % 7 = 0 THEN 'Blue Dream' END,
           CASE WHEN i % 7 = 0 THEN 'Smooth.' END, i % 3, CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END, at
      FROM (SELECT i, now() - random() * interval '365 days' AS at FROM generate_series(${have + 1}, ${posts}) AS i) AS batch ORDER BY at`, [peer.id]);
  // Their hashtags, as the posts feature stores them (#tag<n> and #growing, one spelling each).
  await social.query(`INSERT INTO post_hashtags (post_id, tag, spelling, created_at)
    SELECT p.id, t.tag, t.tag, p.created_at FROM generate_series(${have + 1}, ${posts}) AS i
      JOIN posts p ON p.id = md5('post' || i)::uuid CROSS JOIN LATERAL (VALUES ('tag' || (i % 80)), ('growing')) AS t(tag)`);
  await social.query(`INSERT INTO likes (post_id, user_id, created_at)
    SELECT md5('post' || i)::uuid, ${member('i + k')}, now() - random() * interval '30 days'
      FROM generate_series(${have + 1}, ${posts}) AS i CROSS JOIN generate_series(1, 2) AS k WHERE k <= i % 3
    ON CONFLICT DO NOTHING`);
  await social.query(`INSERT INTO comments (post_id, user_id, content, created_at)
    SELECT md5('post' || i)::uuid, ${member('i + 7')}, 'Nice one ' || i, now() - random() * interval '30 days'
      FROM generate_series(${have + 1}, ${posts}) AS i WHERE i % 4 = 0`);
  // The hot post (post 1, made recent): a long comment thread and many likes.
  const hot = `md5('post1')::uuid`;
  await social.query(`UPDATE posts SET created_at = now() - interval '1 hour' WHERE id = ${hot}`);
  await social.query(`INSERT INTO comments (post_id, user_id, content, created_at)
    SELECT ${hot}, ${member('i')}, 'Thread ' || i, now() - random() * interval '1 hour' FROM generate_series(${have / 20 + 1}, ${posts / 20}) AS i`);
  await social.query(`INSERT INTO likes (post_id, user_id, created_at)
    SELECT ${hot}, md5('member' || i)::uuid, now() - random() * interval '1 hour' FROM generate_series(0, ${members - 1}) AS i ON CONFLICT DO NOTHING`);
  await social.query(`UPDATE posts SET likes_count = (SELECT count(*) FROM likes WHERE post_id = ${hot}),
    comments_count = (SELECT count(*) FROM comments WHERE post_id = ${hot}) WHERE id = ${hot}`);
  // Follows: every member follows the next 10, and the prolific one.
  await social.query(`INSERT INTO follows (follower_id, following_id)
    SELECT md5('member' || i)::uuid, md5('member' || ((i + k) % ${members}))::uuid FROM generate_series(0, ${members - 1}) AS i, generate_series(1, 10) AS k
    ON CONFLICT DO NOTHING`);
  await social.query(`INSERT INTO follows (follower_id, following_id) SELECT md5('member' || i)::uuid, $1 FROM generate_series(0, ${members - 1}) AS i
    ON CONFLICT DO NOTHING`, [peer.id]);
  // Messages: the viewer and one peer talk at length (posts / 10); every member has written to the viewer once.
  const [{ n: talked }] = (await social.query('SELECT count(*)::int AS n FROM messages WHERE sender_id IN ($1, $2) AND receiver_id IN ($1, $2)', [viewer.id, peer.id])).rows;
  await social.query(`INSERT INTO messages (sender_id, receiver_id, content, read, created_at)
    SELECT CASE WHEN i % 2 = 0 THEN $1::uuid ELSE $2::uuid END, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $1::uuid END, 'Message ' || i, true,
           now() - (i * interval '1 minute') FROM generate_series(${talked + 1}, ${posts / 10}) AS i`, [viewer.id, peer.id]);
  await social.query(`INSERT INTO messages (sender_id, receiver_id, content, created_at)
    SELECT md5('member' || i)::uuid, $1::uuid, 'Hello from ' || i, now() - random() * interval '90 days'
      FROM generate_series(0, ${members - 1}) AS i
     WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.owner_id = $1::uuid AND c.peer_id = md5('member' || i)::uuid)`, [viewer.id]);
  await social.query(`INSERT INTO conversations (owner_id, peer_id, last_message_id, last_message_at, unread_count)
    SELECT DISTINCT ON (owner_id, peer_id) owner_id, peer_id, id, created_at, 0 FROM (
      SELECT receiver_id AS owner_id, sender_id AS peer_id, id, created_at FROM messages WHERE receiver_id = $1::uuid
      UNION ALL SELECT sender_id, receiver_id, id, created_at FROM messages WHERE sender_id = $1::uuid
    ) AS both_sides ORDER BY owner_id, peer_id, created_at DESC
    ON CONFLICT (owner_id, peer_id) DO UPDATE SET last_message_id = EXCLUDED.last_message_id, last_message_at = EXCLUDED.last_message_at`, [viewer.id]);
  // Members who only read (no posts): posts / 10 cards in all (100k at a million posts), for the member search.
  await social.query(`INSERT INTO user_cards (id, username, display_name) SELECT md5('reader' || i)::uuid, 'reader_' || i, 'Reader ' || i
    FROM generate_series(0, ${Math.max(0, posts / 10 - members) - 1}) AS i ON CONFLICT (id) DO NOTHING`);
  // The viewer follows 50 members (the Following feed).
  await social.query(`INSERT INTO follows (follower_id, following_id) SELECT $1::uuid, md5('member' || i)::uuid FROM generate_series(0, 49) AS i
    ON CONFLICT DO NOTHING`, [viewer.id]);
  await social.query(`SET session_replication_role = origin`);
  // What the triggers would have kept: counters, the trending ranking (the job's own SQL), member counts.
  // The sharded counters (the kit's row-counters.ts): one shard holding the whole count.
  for (const table of ['posts', 'messages']) {
    await social.query(`DELETE FROM row_counter_shards WHERE name = $1`, [table]);
    await social.query(`INSERT INTO row_counter_shards (name, shard, value) SELECT $1, 0, count(*) FROM ${table}`, [table]);
  }
  await social.query(REBUILD_MEMBER_COUNTS_SQL);
  await social.query(REBUILD_TRENDING_RANK_SQL);
  await social.query(REBUILD_HASHTAGS_SQL);
  await social.query('VACUUM ANALYZE');

  // Content: strain stories (posts / 10), most-upvoted spread.
  const content = await db('content');
  const [{ n: stories }] = (await content.query('SELECT count(*)::int AS n FROM strain_stories')).rows;
  await content.query(`SET session_replication_role = replica`);
  await content.query(`INSERT INTO strain_stories (user_id, strain_id, title, content, rating, experience, effects_felt, upvotes, created_at)
    SELECT ${member('i')}, s.ids[1 + i % array_length(s.ids, 1)], 'Story ' || i, 'How it went, part ' || i, 1 + i % 5, 'positive', '{Relaxed}',
           (i * 7919) % 500, now() - random() * interval '365 days'
      FROM generate_series(${stories + 1}, ${posts / 10}) AS i, (SELECT array_agg(id) AS ids FROM strains) AS s`);
  await content.query(`SET session_replication_role = origin`);
  await content.query('VACUUM ANALYZE');

  // Streaming: streams (posts / 100; one in 20 live) and one long chat (posts / 10 lines).
  const streaming = await db('streaming');
  const [{ n: streams }] = (await streaming.query('SELECT count(*)::int AS n FROM live_streams')).rows;
  await streaming.query(`SET session_replication_role = replica`);
  await streaming.query(`INSERT INTO live_streams (user_id, title, status, stream_key, playback_id, started_at, ended_at, created_at)
    SELECT ${member('i')}, 'Stream ' || i, CASE WHEN i % 20 = 0 THEN 'live' ELSE 'ended' END, md5('key' || i), md5('playback' || i),
           now() - interval '2 hours', CASE WHEN i % 20 = 0 THEN NULL ELSE now() - interval '1 hour' END, now() - random() * interval '365 days'
      FROM generate_series(${streams + 1}, ${posts / 100}) AS i`);
  const [{ id: chatStream }] = (await streaming.query(`SELECT min(id) AS id FROM live_streams WHERE status = 'live'`)).rows;
  const [{ n: lines }] = (await streaming.query('SELECT count(*)::int AS n FROM live_stream_chats')).rows;
  await streaming.query(`INSERT INTO live_stream_chats (stream_id, user_id, message, created_at)
    SELECT $1, ${member('i')}, 'Line ' || i, now() - random() * interval '2 hours' FROM generate_series(${lines + 1}, ${posts / 10}) AS i`, [chatStream]);
  await streaming.query(`SET session_replication_role = origin`);
  await streaming.query('VACUUM ANALYZE');

  // Moderation: reported messages (posts / 100), most reviewed.
  const moderation = await db('moderation');
  const [{ n: reports }] = (await moderation.query('SELECT count(*)::int AS n FROM message_reports')).rows;
  await moderation.query(`INSERT INTO message_copies (id, sender_id, receiver_id, content, created_at)
    SELECT md5('copy' || i)::uuid, ${member('i')}, ${member('i + 1')}, 'Reported ' || i, now() - random() * interval '365 days'
      FROM generate_series(${reports + 1}, ${posts / 100}) AS i`);
  await moderation.query(`INSERT INTO message_reports (message_id, reporter_id, reason, status, created_at, reviewed_at)
    SELECT md5('copy' || i)::uuid, ${member('i + 1')}, 'spam', CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'resolved' END, c.created_at + interval '1 hour',
           CASE WHEN i % 10 = 0 THEN NULL ELSE c.created_at + interval '2 hours' END
      FROM generate_series(${reports + 1}, ${posts / 100}) AS i JOIN message_copies c ON c.id = md5('copy' || i)::uuid`);
  await moderation.query('VACUUM ANALYZE');

  // Notifications (issue 26): as many groups as posts (two items each), a hundredth of them the
  // viewer's, the rest spread over the members; a few like one post each, the others follows by day.
  const notifications = await db('notifications');
  const [{ n: groups }] = (await notifications.query('SELECT count(*)::int AS n FROM notification_groups')).rows;
  await notifications.query(`INSERT INTO user_cards (id, username, display_name) SELECT md5('member' || i)::uuid, 'member_' || i, 'Member ' || i
    FROM generate_series(0, ${members - 1}) AS i ON CONFLICT (id) DO NOTHING`);
  await notifications.query(`INSERT INTO notification_groups (id, recipient_id, type, group_key, target_type, target_id, excerpt, count, latest_at, read)
    SELECT md5('group' || i)::uuid, CASE WHEN i % 100 = 0 THEN $1::uuid ELSE ${member('i')} END,
           CASE WHEN i % 3 = 0 THEN 'follow' ELSE 'like' END, 'bench:' || i, CASE WHEN i % 3 = 0 THEN NULL ELSE 'post' END,
           CASE WHEN i % 3 = 0 THEN NULL ELSE md5('post' || i)::uuid::text END, CASE WHEN i % 3 = 0 THEN NULL ELSE 'Post ' || i END,
           2, now() - random() * interval '365 days', i % 5 <> 0
      FROM generate_series(${groups + 1}, ${posts}) AS i`, [viewer.id]);
  await notifications.query(`INSERT INTO notification_items (event_id, recipient_id, group_id, actor_id, created_at)
    SELECT md5('event' || i || '-' || k)::uuid, g.recipient_id, g.id, ${member('i + k')}, g.latest_at - k * interval '1 minute'
      FROM generate_series(${groups + 1}, ${posts}) AS i CROSS JOIN generate_series(1, 2) AS k
      JOIN notification_groups g ON g.id = md5('group' || i)::uuid`);
  await notifications.query('VACUUM ANALYZE');
  return { chatStream, members };
}

/**
 * 'Went live' to a creator with FAN_OUT_FOLLOWERS followers, end to end: the follow graph is
 * written into the notifications service's projection, a `streaming.stream.started` goes into the
 * streaming service's outbox (its relay publishes it as for a real start), and the clock stops
 * when the notifications service has committed a notification for every follower.
 */
const FAN_OUT_FOLLOWERS = 10_000;
async function timeLiveFanOut() {
  const notifications = await db('notifications');
  const creator = randomUUID();
  await notifications.query(`INSERT INTO follows (follower_id, following_id) SELECT md5($1 || i)::uuid, $1::uuid FROM generate_series(1, $2::int) AS i`, [creator, FAN_OUT_FOLLOWERS]);
  await notifications.query('ANALYZE follows');
  const streaming = await db('streaming');
  const eventId = randomUUID();
  const payload = { streamId: 1_000_000_000, userId: creator, title: 'Bench fan-out', isPrivate: false, startedAt: new Date().toISOString() };
  const started = performance.now();
  await streaming.query('BEGIN');
  await streaming.query(`INSERT INTO outbox (id, name, payload, occurred_at) VALUES ($1, 'streaming.stream.started', $2::jsonb, now())`, [eventId, JSON.stringify(payload)]);
  await streaming.query(`SELECT pg_notify('cannaverse_outbox', $1)`, [eventId]);
  await streaming.query('COMMIT');
  let notified = 0;
  while (performance.now() - started < 60_000) {
    notified = (await notifications.query('SELECT count(*)::int AS n FROM notification_items WHERE event_id = $1', [eventId])).rows[0].n;
    if (notified >= FAN_OUT_FOLLOWERS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ms: performance.now() - started, notified };
}

/** The 5-minute job's statements at this size, timed as the job runs them (one transaction); the median of 3 runs. */
async function timeJobs() {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await timeJobOnce());
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[1];
  return { rank: median('rank'), topics: median('topics'), ranked: runs[2].ranked };
}

async function timeJobOnce() {
  const social = await db('social');
  const now = new Date().toISOString();
  let started = performance.now();
  await social.query('BEGIN');
  await social.query(`SELECT pg_advisory_xact_lock(${TRENDING_RANK_LOCK})`);
  for (const sql of REFRESH_TRENDING_RANK_SQL) await social.query(sql, sql.includes('$1') ? [now] : []);
  await social.query('COMMIT');
  const rank = performance.now() - started;
  started = performance.now();
  await social.query(HASHTAG_USAGE_SQL, [now, TRENDING_WINDOW_HOURS, TRENDING_HALF_LIFE_HOURS, 8]);
  const topics = performance.now() - started;
  const [{ n: ranked }] = (await social.query('SELECT count(*)::int AS n FROM post_trending')).rows;
  return { rank, topics, ranked };
}

/**
 * The hourly pruning at this size (issue 25): `events` published outbox rows past the 7-day window and
 * as many inbox rows past 30 days, beside a tenth as many recent ones that stay, then the job's own
 * function; the slowest batch is the figure (target < 1 s).
 */
async function timePruning(events) {
  const social = await db('social');
  await social.query(`INSERT INTO outbox (id, name, payload, occurred_at, published_at)
    SELECT gen_random_uuid(), 'social.post.liked', jsonb_build_object('n', g), now() - interval '8 days' - g * interval '1 ms', now() - interval '8 days' - g * interval '1 ms'
      FROM generate_series(1, $1) g`, [events]);
  await social.query(`INSERT INTO outbox (id, name, payload, occurred_at, published_at)
    SELECT gen_random_uuid(), 'social.post.liked', jsonb_build_object('n', g), now() - g * interval '1 ms', now() - g * interval '1 ms' FROM generate_series(1, $1) g`, [Math.ceil(events / 10)]);
  await social.query(`INSERT INTO inbox (event_id, name, processed_at)
    SELECT gen_random_uuid(), 'identity.user.registered', now() - interval '31 days' - g * interval '1 ms' FROM generate_series(1, $1) g`, [events]);
  await social.query('ANALYZE outbox');
  await social.query('ANALYZE inbox');
  await social.query('CHECKPOINT');
  const started = performance.now();
  const pruned = await pruneEventTables(social);
  const total = performance.now() - started;
  await social.query(`DELETE FROM outbox WHERE name = 'social.post.liked' AND payload ? 'n'`);
  return { events, ...pruned, total, batchSize: EventRetention.batchSize };
}

/** The SELECTs the services ran for one request, EXPLAINed with their own parameters. */
let explained = 0;
/** A statement's start, to name it where its plan has a problem. */
const excerpt = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
async function explainRequest(url, cookie) {
  const requestId = `bench-explain-${process.pid}-${++explained}`;
  for (const file of readdirSync(sqlDir)) rmSync(path.join(sqlDir, file));
  const toggle = () => BACKEND_SERVICES.forEach((service) => { const pid = stack.pid(service); if (pid) process.kill(pid, 'SIGWINCH'); });
  toggle();
  await new Promise((resolve) => setTimeout(resolve, 50));
  try {
    const response = await fetch(url, { headers: { cookie, 'x-request-id': requestId } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  } finally {
    toggle();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const statements = readdirSync(sqlDir).flatMap((file) => readFileSync(path.join(sqlDir, file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)))
    // Only what ran for this request: not the event bus polling its outbox and inbox, nor a job on a timer.
    .filter((statement) => statement.requestId === requestId);
  const problems = [];
  let slowest = 0;
  for (const { database, text, params } of statements) {
    const client = new pg.Client(pgConnection(database));
    await client.connect();
    try {
      const { rows: [row] } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
      const [plan] = row['QUERY PLAN'];
      slowest = Math.max(slowest, plan['Execution Time']);
      const nodes = [];
      const walk = (node) => { nodes.push(node); (node.Plans ?? []).forEach(walk); };
      walk(plan.Plan);
      for (const node of nodes) {
        if (node['Node Type'] === 'Seq Scan') {
          const { rows: [table] } = await client.query('SELECT reltuples::bigint AS n FROM pg_class WHERE relname = $1', [node['Relation Name']]);
          if (Number(table?.n ?? 0) > PLAN_SMALL_TABLE) problems.push(`Seq Scan on ${node['Relation Name']} (${table.n} rows) in "${excerpt(text)}"`);
        }
        if (node['Node Type'] === 'Sort') {
          const input = Math.max(...(node.Plans ?? []).map((child) => child['Actual Rows'] * child['Actual Loops']), 0);
          if (input > PLAN_SMALL_TABLE) problems.push(`Sort of ${input} rows (${node['Sort Key']?.join(', ')}) in "${excerpt(text)}"`);
        }
      }
    } finally {
      await client.end();
    }
  }
  return { statements: statements.length, problems: [...new Set(problems)], slowestMs: slowest };
}

/** Serial latency and throughput at 20 connections of one GET. */
async function measure(url, cookie) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const times = [];
  for (let i = 0; i < SERIAL; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const loaded = await runLoadGenerator({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  return { p50: pick(0.5), p99: pick(0.99), rps: Math.round(loaded.requests.average), errors: loaded.errors + loaded.non2xx };
}

const results = [];
const loadBefore = load();
const startedAt = Date.now();
try {
  const viewer = await register(`scale_${Date.now().toString(36)}`);
  const peer = await register(`peer_${Date.now().toString(36)}`);
  const admin = await signIn('/api/login', { username: 'admin', password: 'e2e-admin-password' });
  // The content service imports the strain catalogue after it starts; stories need its strains.
  await waitFor(async () => (await (await db('content')).query('SELECT count(*)::int AS n FROM strains')).rows[0].n > 0, 'the strain catalogue');
  await waitFor(async () => (await (await db('social')).query('SELECT 1 FROM user_cards WHERE id = $1', [peer.id])).rows.length > 0, "the peer's user card");
  for (const size of SIZES) {
    log(`filling to ${size.toLocaleString('en')} posts…`);
    const fillStarted = performance.now();
    const { chatStream } = await fill(size, viewer, peer);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    // Write the fill out before timing anything, so a checkpoint of it does not land in a measurement.
    await (await db('social')).query('CHECKPOINT');
    const jobs = await timeJobs();
    const jobLoad = load();
    const social = await db('social');
    const [deep] = (await social.query('SELECT created_at::text AS t, id FROM posts ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1')).rows;
    const trendingFirst = await (await fetch(`${base}/api/posts?sort=trending`, { headers: { cookie: viewer.cookie } })).json();
    const star = peer.id;
    const hot = (await social.query(`SELECT md5('post1')::uuid AS id`)).rows[0].id;
    const calls = [
      ['feed, Latest, first page', '/api/posts', viewer],
      ['feed, Latest, 50 pages deep', `/api/posts?cursor=${cursorOf({ t: deep.t, i: deep.id })}`, viewer],
      ['feed, Trending, first page', '/api/posts?sort=trending', viewer],
      ['feed, Trending, second page', `/api/posts?sort=trending&cursor=${trendingFirst.nextCursor}`, viewer],
      ["a member's posts", `/api/posts/user/${star}`, viewer],
      ["a member's profile (counts)", `/api/users/${star}`, viewer],
      ["a member's stats (welcome card)", `/api/users/${star}/stats`, viewer],
      ['comments of a post', `/api/posts/${hot}/comments`, viewer],
      ['likes of a post', `/api/posts/${hot}/likes`, viewer],
      ['conversations (inbox)', '/api/messages', viewer],
      ['one conversation', `/api/messages/${peer.id}`, viewer],
      ['unread badge', '/api/messages/unread/count', viewer],
      ['trending topics', '/api/topics/trending', viewer],
      ['strain stories, recent', '/api/strain-stories', viewer],
      ['strain stories, popular', '/api/strain-stories?filter=popular', viewer],
      ['live streams', '/api/livestreams', viewer],
      ['live chat history', `/api/livestreams/${chatStream}/chats`, viewer],
      ['admin: reported messages', '/api/admin/messages/reported', admin],
      ['notifications (the bell\'s list)', '/api/notifications', viewer],
      ['notifications, unread count', '/api/notifications/unread/count', viewer],
      ...STRAIN_BENCH_QUERIES.map(({ name, path: url }) => [`strain library, ${name}`, url, viewer]),
      ['feed, Following, first page', '/api/posts/following', viewer],
      ['suggested members', '/api/members/suggested', viewer],
      // The one search (issue 27): each kind on its own, then all six at once.
      ['search: members (a username)', `/api/search?type=members&q=${encodeURIComponent(`member_${Math.floor(size / 300)}`)}`, viewer],
      ['search: members (a typo)', `/api/search?type=members&q=${encodeURIComponent(`membr_${Math.floor(size / 300)}`)}`, viewer],
      ['search: posts (a common word)', `/api/search?type=posts&q=${encodeURIComponent('blue dream')}`, viewer],
      ['search: posts (a rare word)', `/api/search?type=posts&q=${encodeURIComponent(`post ${Math.floor(size / 3)}`)}`, viewer],
      ['search: hashtags', '/api/search?type=hashtags&q=tag4', viewer],
      ['search: strains (a typo)', `/api/search?type=strains&q=${encodeURIComponent('blu drem')}`, viewer],
      ['search: stories', `/api/search?type=stories&q=${encodeURIComponent(`story ${Math.floor(size / 30)}`)}`, viewer],
      ['search: guides', '/api/search?type=guides&q=autoflower', viewer],
      ['search: all kinds', `/api/search?q=${encodeURIComponent('blue dream')}`, viewer],
    ];
    // Not while autovacuum or the services still work through the fill (quiet-machine.mjs).
    const quiet = await waitForQuietMachine({ timeoutMs: 3 * 60_000, log });
    log(`measuring ${calls.length} calls at ${size.toLocaleString('en')} posts (quiet after ${quiet.seconds} s; load average ${load()})…`);
    for (const [name, url, who] of calls) {
      const plan = await explainRequest(`${base}${url}`, who.cookie);
      const figures = await measure(`${base}${url}`, who.cookie);
      results.push({ size, name, url, ...figures, plan });
      log(`  ${name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps} req/s${plan.problems.length ? `, PLAN: ${plan.problems.join('; ')}` : ''}`);
    }
    const fanOut = size === SIZES[0] ? await timeLiveFanOut() : null;
    if (fanOut) log(`  live fan-out to ${fanOut.notified.toLocaleString('en')} followers: ${fanOut.ms.toFixed(0)} ms`);
    results.push({ size, job: true, fillSeconds, ...jobs, jobLoad, load: load(), fanOut });
    const pruning = await timePruning(size);
    results.push({ size, pruning: true, ...pruning, load: load() });
    log(`  event-table pruning: ${pruning.outbox} outbox + ${pruning.inbox} inbox rows in ${pruning.batches} batches, slowest ${pruning.slowestBatchMs.toFixed(0)} ms, all ${(pruning.total / 1000).toFixed(1)} s`);
    log(`  5-minute job: trending re-score ${jobs.rank.toFixed(0)} ms (${jobs.ranked} posts in the window), topics scan ${jobs.topics.toFixed(0)} ms; fill ${fillSeconds.toFixed(0)} s`);
  }
} finally {
  for (const client of Object.values(clients)) await client.end().catch(() => undefined);
  await stack.stop();
  rmSync(sqlDir, { recursive: true, force: true });
}

const fmt = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const names = [...new Set(results.filter((r) => !r.job && !r.pruning).map((r) => r.name))];
const at = (size, name) => results.find((r) => r.size === size && r.name === name);
const header = [
  `| call | ${SIZES.map((s) => `${fmt(s)}: p50 / p99 ms`).join(' | ')} | ${SIZES.map((s) => `${fmt(s)}: req/s (20 conn.)`).join(' | ')} | p50 ${fmt(SIZES[SIZES.length - 1])} vs ${fmt(SIZES[0])} (≤ 2×) | plans (every size) |`,
  `|---|${SIZES.map(() => '---').join('|')}|${SIZES.map(() => '---').join('|')}|---|---|`,
];
const rows = names.map((name) => {
  const cells = SIZES.map((s) => at(s, name)).filter(Boolean);
  const first = cells[0];
  const last = cells[cells.length - 1];
  const ratio = last.p50 / first.p50;
  const problems = [...new Set(cells.flatMap((c) => c.plan.problems))];
  const recorded = cells.map((c) => c.plan.statements).join('/');
  return `| ${name} | ${SIZES.map((s) => { const r = at(s, name); return r ? `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)}` : '—'; }).join(' | ')} | ${SIZES.map((s) => at(s, name)?.rps ?? '—').join(' | ')} | ${ratio.toFixed(2)}× ${ratio <= 2 ? '✓' : '✗'} | ${problems.length ? problems.join('; ') : 'index order ✓'} (${recorded} SELECTs) |`;
});
const jobRows = results.filter((r) => r.job).map((r) =>
  `| ${fmt(r.size)} | ${r.ranked} | ${r.rank.toFixed(0)} | ${r.topics.toFixed(0)} | ${r.jobLoad} | ${r.fillSeconds.toFixed(0)} |`);
const pruneRows = results.filter((r) => r.pruning).map((r) =>
  `| ${fmt(r.events)} | ${r.outbox} + ${r.inbox} | ${r.batches} × ${r.batchSize.toLocaleString('en')} | ${r.slowestBatchMs.toFixed(0)} ${r.slowestBatchMs < 1000 ? '✓' : '✗'} | ${(r.total / 1000).toFixed(1)} | ${r.load} |`);
const trending = (s) => at(s, 'feed, Trending, first page');
const latest = (s) => at(s, 'feed, Latest, first page');
const biggest = SIZES[SIZES.length - 1];
const share = trending(biggest) && latest(biggest) ? trending(biggest).rps / latest(biggest).rps : NaN;
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
// Search (issue 27): p50 at the biggest size within 1.5× of the smallest, and under 50 ms in the service (the slowest statement's execution).
const searchRows = names.filter((name) => name.startsWith('search')).map((name) => {
  const first = at(SIZES[0], name);
  const last = at(SIZES[SIZES.length - 1], name);
  const ratio = last.p50 / first.p50;
  const inService = Math.max(...SIZES.map((s) => at(s, name)?.plan.slowestMs ?? 0));
  return `| ${name} | ${ratio.toFixed(2)}× ${ratio <= 1.5 ? '✓' : '✗'} | ${inService.toFixed(1)} ${inService < 50 ? '✓' : '✗'} |`;
});
const table = [
  `Measured by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores shared with the load generator, ` +
    `${SERIAL} serial requests then ${SECONDS} s at ${CONNECTIONS} connections per call, through the gateway with a signed-in member; ` +
    `load average (1/5/15 min) ${loadBefore} at the start, ${load()} at the end; the whole run took ${minutes} min.`,
  '', ...header, ...rows, '',
  `Trending's throughput at ${fmt(biggest)} posts is ${(share * 100).toFixed(0)}% of Latest's (target ≥ 50%) ${share >= 0.5 ? '✓' : '✗'}.`,
  '', '#### The 5-minute job (target < 1 s at 1M posts) and the fill', '',
  '| posts | posts in the trending window | trending re-score ms (median of 3) | trending-topics scan ms (median of 3) | load average then | fill s |', '|---|---|---|---|---|---|',
  ...jobRows,
  '', `#### Search (issue 27): p50 at ${fmt(SIZES[SIZES.length - 1])} vs ${fmt(SIZES[0])} (≤ 1.5×), slowest statement in the service at any size (< 50 ms)`, '',
  '| call | p50 ratio | in the service, ms |', '|---|---|---|',
  ...searchRows,
  ...results.filter((r) => r.job && r.fanOut).flatMap((r) => [
    '', '#### Notifications: \'went live\' fan-out (target: every follower within 10 s)', '',
    '| followers | notified | from the stream\'s event to the last notification committed, ms |', '|---|---|---|',
    `| ${FAN_OUT_FOLLOWERS.toLocaleString('en')} | ${r.fanOut.notified.toLocaleString('en')} | ${r.fanOut.ms.toFixed(0)} ${r.fanOut.notified >= FAN_OUT_FOLLOWERS && r.fanOut.ms <= 10_000 ? '✓' : '✗'} |`,
  ]),
  ...(() => {
    const list = (s) => at(s, 'notifications (the bell\'s list)');
    const ratio = list(biggest) && list(SIZES[0]) ? list(biggest).p50 / list(SIZES[0]).p50 : NaN;
    return ['', `The notifications list's p50 at ${fmt(biggest)} notifications is ${ratio.toFixed(2)}× its p50 at ${fmt(SIZES[0])} (target ≤ 1.25×) ${ratio <= 1.25 ? '✓' : '✗'}.`];
  })(),
  '', '#### The hourly pruning of the event tables (issue 25; target < 1 s a batch at 1M published events)', '',
  '| published events past the window | outbox + inbox rows deleted | batches | slowest batch ms | all batches s | load average then |', '|---|---|---|---|---|---|',
  ...pruneRows,
].join('\n');
console.log(`\n${table}\n`);
replaceBetweenMarkers(path.join(ROOT, 'docs/benchmarks.md'), '<!-- bench:scale:start (written by npm run bench:scale) -->', '<!-- bench:scale:end -->', table);
log('written to docs/benchmarks.md');
process.exit(0);
