// `npm run bench`: the gateway's throughput against bare node:http yardsticks doing the same work,
// measured in the same run on this machine (loopback only, bounded):
//   - GET /api/health   against node:http answering static JSON;
//   - GET /api/me       against node:http reading the same session from Redis and the same user row
//                       from identity's PostgreSQL database (bare-me-server.mjs);
//   - GET /api/posts    against node:http + pg running the social service's own feed query, after
//                       checking both answer the same page (bare-feed-server.mjs);
//   - POST /api/posts   50 connections creating posts at once against node:http + pg inserting the
//                       same row into the same table (its counter triggers fire for both); then the
//                       posts counter must equal count(*) (bare-post-server.mjs);
//   - GET /api/strains  with the library's filters and with a typo search (the given 2,350-strain
//                       catalogue when ../shared/data/strains.csv exists) against node:http + pg running
//                       the content service's own strain list, after checking both answer the same
//                       (this checkout only: an older commit may predate the strain library);
// then EXPLAIN (ANALYZE) of the feed query, which must use posts_feed_idx and no Seq Scan on posts,
// and of both strain lists, which must read strains through an index, never a Seq Scan.
//
// BENCH_BEFORE_REF=<git ref> (e.g. the commit before a change) also builds that commit in a temporary
// worktree and measures it in the same run, so the table shows before and after side by side.
// BENCH_URL measures an already running, seeded stack instead of starting throwaway ones.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { existsSync, writeFileSync } from 'node:fs';
import { replaceBetweenMarkers } from './markers.mjs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVICE_NODE_FLAGS } from '../lib/stack.mjs';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { explainFeed } from './feed-explain.mjs';
import { explainStrains } from './strains-explain.mjs';
import { STRAIN_BENCH_QUERIES } from './strains-query.mjs';
import pg from 'pg';
import { pgConnection } from './bare-pg-server.mjs';
import { pauseMediaProcessing, registerBenchViewer, SEED_POSTS, seedBenchStack, strainCatalogueReady } from './bench-stack.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';
import { cpuPerRequest, cpuSnapshot, formatCpuSplit } from './process-cpu.mjs';
import { runLoadGenerator } from './load-generator.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BEFORE_REF = process.env.BENCH_BEFORE_REF;
/** Targets of issue 9: the gateway's share of its yardstick, and its p99 at most 3× the yardstick's. */
/** createPost (issue 23): a post is a transaction with hashtags, an outbox event and three triggers behind NATS. */
const TARGETS = { health: 0.6, me: 0.5, feed: 0.8, strains: 0.7, createPost: 0.25, p99Factor: 3 };

/**
 * One row: autocannon's result, run in a fresh child process (load-generator.mjs), and the CPU every
 * process spent per request meanwhile (process-cpu.mjs).
 */
async function run(url, headers = {}, request = {}) {
  let before;
  const result = await runLoadGenerator({ url, connections: CONNECTIONS, duration: DURATION, headers, ...request }, { onReady: () => { before = cpuSnapshot(); } });
  return { ...result, cpu: cpuPerRequest(before, cpuSnapshot(), result.requests.total) };
}
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
  cpu: result.cpu,
});
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');

/**
 * A bare server in a child process; resolves to its URL and a stop function. It runs with the
 * services' node flags (SERVICE_NODE_FLAGS), so a row compares the work done, not the runtime's tuning.
 */
async function startBare(script, env = {}) {
  const child = fork(path.join(ROOT, 'scripts/bench', script), { stdio: 'ignore', env: { ...process.env, ...env }, execArgv: SERVICE_NODE_FLAGS });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.disconnect() };
}

/** A built checkout of `ref` in a temporary worktree (made once, reused by later runs). */
function buildRef(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `cv-bench-${sha}`);
  if (!existsSync(path.join(dir, 'services/gateway/dist/main.js'))) {
    console.log(`building ${ref} (${sha}) in ${dir}…`);
    if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: ROOT, stdio: 'inherit' });
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    execFileSync('npx', ['tsc', '-b'], { cwd: dir, stdio: 'inherit' });
  }
  return { label: `before (${sha})`, root: dir };
}

/** GET /api/strains through the gateway against the bare strains server, EXPLAIN first. */
async function measureStrains({ base, cookie, contentDb }) {
  await strainCatalogueReady(contentDb);
  const bareStrains = await startBare('bare-strains-server.mjs', { BENCH_CONTENT_DB: contentDb });
  try {
    for (const { name, path: url } of STRAIN_BENCH_QUERIES) {
      const [gatewayAnswer, bareAnswer] = await Promise.all([
        fetch(`${base}${url}`, { headers: { cookie } }).then((r) => r.json()),
        fetch(`${bareStrains.url.replace(/\/$/, '')}${url}`).then((r) => r.json()),
      ]);
      if (!isDeepStrictEqual(gatewayAnswer, bareAnswer)) throw new Error(`the bare strains server and GET ${url} answered differently`);
      if (gatewayAnswer.items.length === 0) throw new Error(`GET ${url} (${name}) found no strains`);
    }
    const plans = await explainStrains({ database: contentDb });
    for (const result of plans.results) {
      if (result.seqScanOnStrains || result.indexes.length === 0) throw new Error(`strain list (${result.name}) does not read an index:\n${result.plan}`);
    }
    const runs = [];
    for (const { name, path: url } of STRAIN_BENCH_QUERIES) {
      const bare = summary(await run(`${bareStrains.url.replace(/\/$/, '')}${url}`));
      const gateway = summary(await run(`${base}${url}`, { cookie }));
      runs.push({ name, url, bare, gateway });
    }
    return { runs, plans };
  } finally {
    bareStrains.stop();
  }
}

/**
 * POST /api/posts from CONNECTIONS connections at once through the gateway against the bare insert,
 * then the posts row counter against count(*): concurrent writers must neither wait on one counter
 * row nor lose a count (issue 23).
 */
async function measurePostCreation({ base, cookie, origin, socialDb, viewerId }) {
  const barePosts = await startBare('bare-post-server.mjs', { BENCH_SOCIAL_DB: socialDb, BENCH_VIEWER_ID: viewerId });
  const post = { method: 'POST', body: JSON.stringify({ content: 'Benchmark post: concurrent writers #bench' }) };
  let bareCreatePost;
  try {
    bareCreatePost = summary(await run(barePosts.url, {}, post));
  } finally {
    barePosts.stop();
  }
  const createPost = summary(await run(`${base}/api/posts`, { cookie, origin, 'content-type': 'application/json' }, post));
  const client = new pg.Client(pgConnection(socialDb));
  await client.connect();
  try {
    const { rows: [{ counted, rows }] } = await client.query(
      "SELECT (SELECT sum(value) FROM row_counter_shards WHERE name = 'posts')::int AS counted, (SELECT count(*) FROM posts)::int AS rows");
    if (counted !== rows) throw new Error(`after concurrent post creation the posts counter says ${counted}, count(*) ${rows}`);
  } finally {
    await client.end();
  }
  return { createPost, bareCreatePost };
}

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';


/** Starts (or takes) a stack of one build, seeds it, and measures every row against its yardstick. */
async function measureBuild({ label, root }) {
  const secret = randomBytes(32).toString('base64url');
  const prefix = `cannaverse_e2e_${process.pid}_bench${label.startsWith('before') ? 'b' : 'a'}`;
  let stack = null;
  let base = process.env.BENCH_URL;
  let socialDb = process.env.BENCH_SOCIAL_DB ?? `${process.env.DB_NAME_PREFIX ?? 'cannaverse'}_social`;
  let identityDb = process.env.BENCH_IDENTITY_DB ?? `${process.env.DB_NAME_PREFIX ?? 'cannaverse'}_identity`;
  let contentDb = process.env.BENCH_CONTENT_DB ?? `${process.env.DB_NAME_PREFIX ?? 'cannaverse'}_content`;
  let sessionPrefix = `${process.env.REDIS_KEY_PREFIX ?? process.env.REDIS_PREFIX ?? 'cv'}:sess:`;
  let sessionSecret = process.env.SESSION_SECRET;
  if (!base) {
    console.log(`[${label}] starting a throwaway stack…`);
    // The posts row writes far more than a member may (write-limits.ts): the limit must not answer it.
    stack = await startThrowawayStack({ root, env: { DB_NAME_PREFIX: prefix, SESSION_SECRET: secret, RATE_LIMITS: 'posts=100000000/600' } });
    base = stack.url;
    socialDb = `${prefix}_social`;
    identityDb = `${prefix}_identity`;
    contentDb = `${prefix}_content`;
    sessionPrefix = `cv-e2e-${process.pid}:sess:`;
    sessionSecret = secret;
    console.log(`[${label}] seeding it (${SEED_POSTS} posts)…`);
    await seedBenchStack(base);
  }
  let resumeMedia = async () => {};
  try {
    // The seed's pictures are processed in the background for many minutes: not while measuring.
    if (stack) resumeMedia = await pauseMediaProcessing(stack.env, socialDb);
    const { viewer, cookie } = await registerBenchViewer(base);

    // The feed's yardstick runs this checkout's feed SQL (services/social's bench export), so only
    // this checkout's feed row is measured; a before-build gets the health and /api/me rows.
    const measuresFeed = root === ROOT;
    const bareFeed = measuresFeed ? await startBare('bare-feed-server.mjs', { BENCH_SOCIAL_DB: socialDb, BENCH_VIEWER_ID: viewer.id }) : null;
    const bareMe = await startBare('bare-me-server.mjs', {
      BENCH_IDENTITY_DB: identityDb, BENCH_SESSION_PREFIX: sessionPrefix, BENCH_SESSION_SECRET: sessionSecret ?? '',
      BENCH_REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    // Same answers from the gateway and the yardsticks, or the comparison is meaningless.
    const [viaGateway, viaBare, meGateway, meBare] = await Promise.all([
      fetch(`${base}/api/posts`, { headers: { cookie } }).then((r) => r.json()),
      bareFeed ? fetch(bareFeed.url).then((r) => r.json()) : null,
      fetch(`${base}/api/me`, { headers: { cookie } }).then((r) => r.json()),
      fetch(bareMe.url, { headers: { cookie } }).then((r) => r.json()),
    ]);
    if (bareFeed && !isDeepStrictEqual(viaGateway, viaBare)) throw new Error('the bare feed server and GET /api/posts answered different pages');
    if (viaGateway.items.length === 0) throw new Error(`the feed is empty: seed ${base} first (npm run seed:demo)`);
    if (!isDeepStrictEqual(meGateway, meBare)) throw new Error(`the bare /api/me server and GET /api/me answered differently: ${JSON.stringify(meBare)}`);

    const explained = measuresFeed ? await explainFeed({ database: socialDb, viewerId: viewer.id }) : { results: [] };
    for (const result of explained.results) {
      if (!result.usesIndex || result.seqScanOnPosts) throw new Error(`feed query (${result.name}) does not use posts_feed_idx:\n${result.plan}`);
    }

    // Not while the stack still works through what the seed set going (quiet-machine.mjs).
    const quiet = await waitForQuietMachine({ log: (text) => console.log(`[${label}] ${text}`) });
    console.log(`[${label}] quiet after ${quiet.seconds} s (cores ${Math.round(quiet.busy * 100)}% busy); measuring ${DURATION}s each with ${CONNECTIONS} connections (load average ${load()})…`);
    const bare = await startBare('bare-server.mjs');
    const rows = {};
    rows.bareStatic = summary(await run(bare.url));
    bare.stop();
    rows.health = summary(await run(`${base}/api/health`));
    rows.bareMe = summary(await run(bareMe.url, { cookie }));
    bareMe.stop();
    rows.me = summary(await run(`${base}/api/me`, { cookie }));
    if (bareFeed) {
      rows.bareFeed = summary(await run(bareFeed.url));
      bareFeed.stop();
      rows.feed = summary(await run(`${base}/api/posts`, { cookie }));
    }
    const strains = root === ROOT ? await measureStrains({ base, cookie, contentDb }) : null;
    // Last: it adds thousands of posts, which the feed rows above must not read.
    if (measuresFeed) Object.assign(rows, await measurePostCreation({ base, cookie, origin: base, socialDb, viewerId: viewer.id }));
    return { label, rows, explained, strains, feedBytes: JSON.stringify(viaGateway).length, loadAfter: load(), quietAfter: quiet.seconds };
  } finally {
    await resumeMedia();
    await stack?.stop();
  }
}

const builds = [...(BEFORE_REF ? [buildRef(BEFORE_REF)] : []), { label: 'after (this checkout)', root: ROOT }];
const loadBefore = load();
const results = [];
for (const build of builds) results.push(await measureBuild(build));

const pct = (value) => `${(value * 100).toFixed(1)}%`;
const header = [
  '| build | call | req/s | p50 ms | p99 ms | errors | yardstick | yardstick req/s | yardstick p99 ms | ratio (target) | p99 vs yardstick (target ≤ 3×) |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
const line = (label, name, r, yardstickName, y, target) => {
  const ratio = r.rps / y.rps;
  const p99 = r.p99 / Math.max(y.p99, 1);
  return `| ${label} | ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${yardstickName} | ${y.rps} | ${y.p99} | ${pct(ratio)} (≥ ${pct(target)}) ${ratio >= target ? '✓' : '✗'} | ${p99.toFixed(1)}× ${p99 <= TARGETS.p99Factor ? '✓' : '✗'} |`;
};
const table = [...header, ...results.flatMap(({ label, rows }) => [
  line(label, 'GET /api/health', rows.health, 'node:http static JSON', rows.bareStatic, TARGETS.health),
  line(label, 'GET /api/me', rows.me, 'node:http + Redis session + PostgreSQL row', rows.bareMe, TARGETS.me),
  ...(rows.feed ? [line(label, 'GET /api/posts', rows.feed, 'node:http + pg, the feed query', rows.bareFeed, TARGETS.feed)] : []),
  ...(rows.createPost ? [line(label, `POST /api/posts (${CONNECTIONS} at once)`, rows.createPost, 'node:http + pg, INSERT INTO posts (same triggers)', rows.bareCreatePost, TARGETS.createPost)] : []),
])].join('\n');
const latest = results[results.length - 1];
const strainLines = latest.strains.runs.map(({ name, url, bare, gateway }) =>
  line(latest.label, `GET ${url} (${name})`, gateway, 'node:http + pg, the strain list', bare, TARGETS.strains));
const fullTable = [table, ...strainLines].join('\n');
console.log(`\n${fullTable}\n`);

// Where each row's CPU went, the gateway's route beside its yardstick (process-cpu.mjs).
const cpuLine = (label, name, r, y) => `| ${label} | ${name} | ${formatCpuSplit(r.cpu)} | ${formatCpuSplit(y.cpu)} |`;
const cpuTable = [
  '| build | call | CPU per request, every process (µs) | its yardstick (µs) |',
  '|---|---|---|---|',
  ...results.flatMap(({ label, rows }) => [
    cpuLine(label, 'GET /api/health', rows.health, rows.bareStatic),
    cpuLine(label, 'GET /api/me', rows.me, rows.bareMe),
    ...(rows.feed ? [cpuLine(label, 'GET /api/posts', rows.feed, rows.bareFeed)] : []),
    ...(rows.createPost ? [cpuLine(label, 'POST /api/posts', rows.createPost, rows.bareCreatePost)] : []),
  ]),
  ...latest.strains.runs.map(({ name, bare, gateway }) => cpuLine(latest.label, `GET /api/strains (${name})`, gateway, bare)),
].join('\n');
console.log(`${cpuTable}\n`);
for (const r of latest.strains.plans.results) console.log(`EXPLAIN strains ${r.name}: ${r.executionMs} ms, indexes: ${r.indexes.join(', ')}, Seq Scan on strains: ${r.seqScanOnStrains}`);
for (const r of latest.explained.results) {
  console.log(`EXPLAIN ${r.name}: ${r.executionMs} ms, posts_feed_idx used: ${r.usesIndex}, Seq Scan on posts: ${r.seqScanOnPosts}, other Seq Scans: ${r.otherSeqScans.join(', ') || 'none'}`);
}

const date = new Date().toISOString().slice(0, 10);
const machine = process.env.BENCH_MACHINE ?? `${os.cpus().length} cores, load generator (autocannon) on the same machine`;
const loads = `load average (1/5/15 min) ${loadBefore} at the start, ${results.map((r) => `${r.loadAfter} after ${r.label}`).join(', ')}; measured once the cores were under 10% busy for 3 s (${results.map((r) => `${r.quietAfter} s after seeding ${r.label}`).join(', ')})`;
const setup = `Measured by \`npm run bench\`${BEFORE_REF ? ` with BENCH_BEFORE_REF=${BEFORE_REF}` : ''} on ${date}: ${machine}, ${CONNECTIONS} connections, ${DURATION} s per row, loopback only; ${loads}.`;
const plans = latest.explained.results.map((r) =>
  `#### ${r.name}: ${r.executionMs} ms, posts_feed_idx ${r.usesIndex ? 'used' : 'NOT used'}, ${r.seqScanOnPosts ? 'Seq Scan on posts!' : 'no Seq Scan on posts'}${r.otherSeqScans.length ? `; Seq Scan on ${r.otherSeqScans.join(', ')}` : ''}\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n');
const strainExplains = latest.strains.plans.results.map((r) =>
  `#### ${r.name} (\`${r.path}\`): ${r.executionMs} ms, ${r.seqScanOnStrains ? 'Seq Scan on strains!' : 'no Seq Scan on strains'}; indexes: ${r.indexes.join(', ')}\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n');
writeFileSync(path.join(ROOT, 'docs/benchmarks-gateway.md'), `# Gateway benchmark\n\n${setup}\n\n${fullTable}\n\n${cpuTable}\n\nHow to read it and the feed's query plan: [benchmarks.md](benchmarks.md).\n`);
replaceBetweenMarkers(path.join(ROOT, 'docs/benchmarks.md'), START, END, [
  `${setup} Data: ${latest.explained.posts} posts seeded by \`npm run seed:demo\` (SEED_POSTS=${SEED_POSTS}); the viewer is a signed-in member; 20 posts per page (${Math.round(latest.feedBytes / 1024)} KB of JSON).`,
  `### Every row against its yardstick (strain lists over ${latest.strains.plans.strains} strains)`, fullTable,
  '### CPU per request by process (user + system time from /proc, over the row\'s 10 s)', cpuTable,
  '### EXPLAIN (ANALYZE, BUFFERS) of the feed query', plans,
  '### EXPLAIN (ANALYZE, BUFFERS) of the strain lists', strainExplains,
].join('\n\n'));
console.log('written to docs/benchmarks.md and docs/benchmarks-gateway.md');
