// `npm run bench:profile` (issue 28): where the gateway and the owning service spend their time on
// each route `npm run bench` measures. A throwaway stack runs with `--cpu-prof` (STACK_NODE_ARGS),
// seeded as the bench seeds it; each route is driven alone by autocannon (BENCH_SECONDS, 50
// connections) with its start and end taken on the monotonic clock, the same clock V8 stamps the
// profile's samples with. When the stack stops, each process's profile is cut into the routes'
// windows and its self time summed by where the code lives (a package, one of our files, or a
// native function such as JSON.parse or the garbage collector).
//
// PROFILE_ROOT=<a built checkout> profiles that checkout's services (e.g. a worktree of the commit
// before a change) with this script.
// PROFILE_KEEP=1 leaves the .cpuprofile files in their directory (printed) for a closer look, e.g. in
// Chrome's DevTools, instead of removing them.
// PROFILE_LABEL (e.g. "before" or "after") names the table it writes to docs/benchmarks.md between
// the profile markers of that label, so a before and an after stand side by side.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { runLoadGenerator } from './load-generator.mjs';
import { ROOT } from '../lib/stack.mjs';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { pauseMediaProcessing, registerBenchViewer, seedBenchStack, strainCatalogueReady } from './bench-stack.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';
import { STRAIN_BENCH_QUERIES } from './strains-query.mjs';
import { replaceBetweenMarkers } from './markers.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LABEL = process.env.PROFILE_LABEL ?? 'this checkout';
const TOP = Number(process.env.PROFILE_TOP ?? 8);

/** The routes of `npm run bench` and the service that answers each behind the gateway. */
const ROUTES = [
  { name: 'GET /api/health', path: '/api/health', service: null },
  { name: 'GET /api/me', path: '/api/me', service: 'identity' },
  { name: 'GET /api/posts', path: '/api/posts', service: 'social' },
  ...STRAIN_BENCH_QUERIES.map(({ name, path: url }) => ({ name: `GET /api/strains (${name})`, path: url, service: 'content' })),
];

const profileDir = mkdtempSync(path.join(os.tmpdir(), 'cv-profile-'));
process.env.STACK_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
const prefix = `cannaverse_e2e_${process.pid}_prof`;
const stack = await startThrowawayStack({ env: { DB_NAME_PREFIX: prefix }, root: process.env.PROFILE_ROOT });
const pids = Object.fromEntries(['gateway', 'identity', 'social', 'content'].map((name) => [name, stack.pid(name)]));
const windows = [];
let resumeMedia = async () => {};
try {
  await seedBenchStack(stack.url);
  await strainCatalogueReady(`${prefix}_content`);
  const { cookie } = await registerBenchViewer(stack.url);
  // As `npm run bench` measures: the seed's pictures wait, and the rest of its work is done first.
  resumeMedia = await pauseMediaProcessing(stack.env, `${prefix}_social`);
  const quiet = await waitForQuietMachine({ log: console.log });
  console.log(`quiet after ${quiet.seconds} s`);
  for (const route of ROUTES) {
    let from = 0n;
    const onReady = () => { from = process.hrtime.bigint() / 1000n; };
    const result = await runLoadGenerator({ url: `${stack.url}${route.path}`, connections: 50, duration: DURATION, headers: { cookie } }, { onReady });
    const to = process.hrtime.bigint() / 1000n;
    windows.push({ ...route, from: Number(from), to: Number(to), rps: Math.round(result.requests.average), errors: result.errors + result.non2xx });
    console.log(`${route.name}: ${Math.round(result.requests.average)} req/s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  for (const route of ROUTES) route.body = Buffer.from(await (await fetch(`${stack.url}${route.path}`, { headers: { cookie } })).arrayBuffer());
} finally {
  // Also after a failed route: the queue's Redis connection would keep this process alive.
  await resumeMedia();
  await stack.stop();
}

/** Where a profile node's code lives: a package, one of our files, Node's own code, or a native function. */
function placeOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).replace(/^internal\//, '').split('/')[0]}`;
  const ours = /(services|libs)\/([^/]+)\/(?:dist|src)\/(.+?)(?:\.js|\.ts)?$/.exec(url);
  return ours ? `${ours[2]}: ${ours[3]}` : path.basename(url);
}

/** Self time per place within [from, to] (µs on the monotonic clock), and the busy (non-idle) share. */
function cut(profile, from, to) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let at = profile.startTime;
  let all = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at < from || at > to) continue;
    const place = placeOf(byId.get(profile.samples[i]).callFrame);
    all++;
    if (place === '(idle)') idle++;
    else totals.set(place, (totals.get(place) ?? 0) + 1);
  }
  const busy = all - idle;
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([place, n]) => `${place} ${((n / Math.max(busy, 1)) * 100).toFixed(0)}%`);
  return { busyShare: all ? busy / all : 0, top };
}

const files = readdirSync(profileDir);
const profileOf = (pid) => {
  const file = files.find((name) => name.includes(`.${pid}.`));
  return file ? JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) : null;
};
const profiles = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid ? profileOf(pid) : null]));
const lines = [
  '| route | req/s | process | CPU busy | self time by place (share of the busy time) |',
  '|---|---|---|---|---|',
];
for (const window of windows) {
  for (const name of ['gateway', window.service].filter(Boolean)) {
    const profile = profiles[name];
    if (!profile) continue;
    const { busyShare, top } = cut(profile, window.from, window.to);
    lines.push(`| ${window.name} | ${window.rps}${window.errors ? ` (${window.errors} errors)` : ''} | ${name} | ${(busyShare * 100).toFixed(0)}% | ${top.join(', ')} |`);
  }
}

/** Each answer compressed by each candidate setting: median time of 30 and the size (compression that pays). */
const CANDIDATES = [
  ['gzip 6', (body) => gzipSync(body, { level: 6 })],
  ...[1, 3, 4, 5, 6].map((quality) => [`brotli ${quality}`, (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })]),
];
const compression = ['| answer | bytes | ' + CANDIDATES.map(([name]) => name).join(' | ') + ' |', `|---|---|${CANDIDATES.map(() => '---|').join('')}`];
for (const route of ROUTES.filter((r) => r.body.length >= 1024)) {
  const cells = CANDIDATES.map(([, compress]) => {
    const times = [];
    let size = 0;
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      size = compress(route.body).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return `${times[15].toFixed(2)} ms, ${((size / route.body.length) * 100).toFixed(1)}%`;
  });
  compression.push(`| ${route.name} | ${route.body.length} | ${cells.join(' | ')} |`);
}
const table = `${lines.join('\n')}\n\nCompressing each answer (median of 30, size as a share of the answer):\n\n${compression.join('\n')}`;
console.log(`\n${table}\n`);
const setup = `Profiled by \`npm run bench:profile\` (PROFILE_LABEL=${LABEL}) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, `
  + `${DURATION} s per route with 50 connections, load average ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} after.`;
replaceBetweenMarkers(path.join(ROOT, 'docs/benchmarks.md'), `<!-- profile:${LABEL}:start -->`, `<!-- profile:${LABEL}:end -->`, `${setup}\n\n${table}`);
if (process.env.PROFILE_KEEP) {
  // The routes' windows (µs on the profiles' monotonic clock), to cut the kept profiles again by hand.
  writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify({ pids, windows: windows.map(({ body: _body, ...window }) => window) }, null, 2));
  console.log(`profiles kept in ${profileDir} (${Object.entries(pids).map(([name, pid]) => `${name} ${pid}`).join(', ')})`);
  for (const { name, from, to } of windows) console.log(`${name}: ${from}..${to} µs (monotonic, as the profiles' samples)`);
}
else rmSync(profileDir, { recursive: true, force: true });
console.log('written to docs/benchmarks.md');
