// `npm run bench`: gateway throughput as a ratio to bare node:http servers measured in the same
// run, on this machine (loopback only, bounded):
//   - GET /api/health and GET /api/me against a bare hello-world server;
//   - GET /api/posts (signed in, seeded data) against a bare node:http + pg server running the
//     social service's own feed query, after checking both answer the same page;
// then EXPLAIN (ANALYZE) of the feed query, which must use posts_feed_idx and no Seq Scan on posts.
// Uses the stack at BENCH_URL (its social database: BENCH_SOCIAL_DB, default
// `${DB_NAME_PREFIX:-cannaverse}_social`) when given; otherwise starts a throwaway stack (own NATS,
// databases, Redis prefix) and seeds it with `npm run seed:demo`.
import { fork, spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../lib/stack.mjs';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { explainFeed } from './feed-explain.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEED_POSTS = process.env.BENCH_SEED_POSTS ?? '2100';

const run = (url, headers = {}) => new Promise((resolve, reject) => {
  autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
});
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** A bare server in a child process; resolves to its URL and a stop function. */
async function startBare(script, env = {}) {
  const child = fork(path.join(ROOT, 'scripts/bench', script), { stdio: 'ignore', env: { ...process.env, ...env } });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.disconnect() };
}

const seed = (baseUrl) => new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/seed-demo.mjs')], {
    env: { ...process.env, BASE_URL: baseUrl, SEED_POSTS }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
});

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** Rewrites the measured part of the page; the prose around the markers is ours to keep. */
function replaceBetweenMarkers(file, content) {
  const page = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${file} lacks the bench markers`);
  writeFileSync(file, `${page.slice(0, from + START.length)}\n${content}\n${page.slice(to)}`);
}

let stack = null;
let base = process.env.BENCH_URL;
let socialDb = process.env.BENCH_SOCIAL_DB ?? `${process.env.DB_NAME_PREFIX ?? 'cannaverse'}_social`;
if (!base) {
  console.log('starting a throwaway stack for the benchmark…');
  const prefix = `cannaverse_e2e_${process.pid}_bench`;
  stack = await startThrowawayStack({ env: { DB_NAME_PREFIX: prefix } });
  base = stack.url;
  socialDb = `${prefix}_social`;
  console.log(`seeding it (${SEED_POSTS} posts)…`);
  await seed(base);
}

try {
  const username = `bench_${Date.now().toString(36)}`;
  const register = await fetch(`${base}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
  });
  if (register.status !== 201) throw new Error(`could not register the bench user: ${register.status} ${await register.text()}`);
  const viewer = await register.clone().json();
  const cookie = register.headers.getSetCookie().filter((c) => c.startsWith('cv.sid=')).pop().split(';')[0];

  const bareFeed = await startBare('bare-feed-server.mjs', { BENCH_SOCIAL_DB: socialDb, BENCH_VIEWER_ID: viewer.id });
  // Same page from both, or the comparison is meaningless.
  const [viaGateway, viaBare] = await Promise.all([
    fetch(`${base}/api/posts`, { headers: { cookie } }).then((r) => r.json()),
    fetch(bareFeed.url).then((r) => r.json()),
  ]);
  if (!isDeepStrictEqual(viaGateway, viaBare)) throw new Error('the bare feed server and GET /api/posts answered different pages');
  if (viaGateway.items.length === 0) throw new Error(`the feed is empty: seed ${base} first (npm run seed:demo)`);

  const explained = await explainFeed({ database: socialDb, viewerId: viewer.id });
  for (const result of explained.results) {
    if (!result.usesIndex || result.seqScanOnPosts) throw new Error(`feed query (${result.name}) does not use posts_feed_idx:\n${result.plan}`);
  }

  console.log(`measuring ${DURATION}s each with ${CONNECTIONS} connections…`);
  const bare = await startBare('bare-server.mjs');
  const bareResult = summary(await run(bare.url));
  bare.stop();
  const health = summary(await run(`${base}/api/health`));
  const me = summary(await run(`${base}/api/me`, { cookie }));
  const bareFeedResult = summary(await run(bareFeed.url));
  bareFeed.stop();
  const feed = summary(await run(`${base}/api/posts`, { cookie }));

  const row = (name, r, yardstick) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / yardstick.rps * 100).toFixed(1)}% |`;
  const header = ['| what | req/s | p50 ms | p99 ms | errors | ratio to its bare yardstick |', '|---|---|---|---|---|---|'];
  const gatewayTable = [
    ...header,
    row('bare node:http, static JSON (yardstick)', bareResult, bareResult),
    row('gateway GET /api/health (Redis ping + NATS to 5 services)', health, bareResult),
    row('gateway GET /api/me (session in Redis + NATS to identity + PostgreSQL)', me, bareResult),
  ].join('\n');
  const feedTable = [
    ...header,
    row('bare node:http + pg, the feed query and mapping (yardstick)', bareFeedResult, bareFeedResult),
    row('gateway GET /api/posts (session + NATS to social + the same query)', feed, bareFeedResult),
  ].join('\n');
  const plans = explained.results.map((r) =>
    `#### ${r.name}: ${r.executionMs} ms, posts_feed_idx ${r.usesIndex ? 'used' : 'NOT used'}, ${r.seqScanOnPosts ? 'Seq Scan on posts!' : 'no Seq Scan on posts'}${r.otherSeqScans.length ? `; Seq Scan on ${r.otherSeqScans.join(', ')}` : ''}\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n');
  console.log(`\n${gatewayTable}\n\n${feedTable}\n`);
  for (const r of explained.results) {
    console.log(`EXPLAIN ${r.name}: ${r.executionMs} ms, posts_feed_idx used: ${r.usesIndex}, Seq Scan on posts: ${r.seqScanOnPosts}, other Seq Scans: ${r.otherSeqScans.join(', ') || 'none'}`);
  }

  const date = new Date().toISOString().slice(0, 10);
  const machine = process.env.BENCH_MACHINE ?? '2 cores, load generator (autocannon) on the same machine';
  const setup = `Measured by \`npm run bench\` on ${date}: ${machine}, ${CONNECTIONS} connections, ${DURATION} s per row, loopback only.`;
  writeFileSync(path.join(ROOT, 'docs/benchmarks-gateway.md'), `# Gateway benchmark\n\n${setup}\n\n${gatewayTable}\n\nThe feed (GET /api/posts) and its query plan: [benchmarks.md](benchmarks.md).\n`);
  const measured = [
    `${setup} Data: ${explained.posts} posts${stack ? ` seeded by \`npm run seed:demo\` (SEED_POSTS=${SEED_POSTS})` : ` in ${socialDb}`}; the viewer is a signed-in member; 20 posts per page (${Math.round(JSON.stringify(viaGateway).length / 1024)} KB of JSON).`,
    '### GET /api/posts', feedTable, '### Gateway basics', gatewayTable, '### EXPLAIN (ANALYZE, BUFFERS) of the feed query', plans,
  ].join('\n\n');
  replaceBetweenMarkers(path.join(ROOT, 'docs/benchmarks.md'), measured);
  console.log('written to docs/benchmarks.md and docs/benchmarks-gateway.md');
} finally {
  await stack?.stop();
}
