// `npm run bench`: gateway throughput for GET /api/health and GET /api/me, each as a ratio to a
// bare node:http server measured in the same run, on this machine (loopback only, bounded).
// Uses the stack at BENCH_URL when given, otherwise starts one (like `npm start`) and stops it.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startStack } from '../lib/stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const run = (url, headers = {}) => new Promise((resolve, reject) => {
  autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
});
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

let stack = null;
let base = process.env.BENCH_URL;
if (!base) {
  console.log('starting a stack for the benchmark…');
  stack = await startStack({ port: 3990, healthPorts: false, quiet: true });
  base = stack.url;
}

try {
  const username = `bench_${Date.now().toString(36)}`;
  const register = await fetch(`${base}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
  });
  if (register.status !== 201) throw new Error(`could not register the bench user: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie().filter((c) => c.startsWith('cv.sid=')).pop().split(';')[0];

  const bare = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), { stdio: 'ignore' });
  const { port } = await new Promise((resolve) => bare.once('message', resolve));
  console.log(`measuring ${DURATION}s each with ${CONNECTIONS} connections…`);
  const bareResult = summary(await run(`http://127.0.0.1:${port}/`));
  bare.disconnect();
  const health = summary(await run(`${base}/api/health`));
  const me = summary(await run(`${base}/api/me`, { cookie }));

  const rows = [
    ['bare node:http (same machine, same run)', bareResult],
    ['gateway GET /api/health (Redis ping + NATS to 5 services)', health],
    ['gateway GET /api/me (session in Redis + NATS to identity + PostgreSQL)', me],
  ];
  const table = [
    '| what | req/s | p50 ms | p99 ms | errors | ratio to bare |',
    '|---|---|---|---|---|---|',
    ...rows.map(([name, r]) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bareResult.rps * 100).toFixed(1)}% |`),
  ].join('\n');
  console.log(`\n${table}\n`);
  const report = `# Gateway benchmark\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${process.env.BENCH_MACHINE ?? '2 cores, load generator (autocannon) on the same machine'}, ${CONNECTIONS} connections, ${DURATION} s per row, loopback only.\n\n${table}\n`;
  writeFileSync(path.join(ROOT, 'docs/benchmarks-gateway.md'), report);
  console.log('written to docs/benchmarks-gateway.md');
} finally {
  await stack?.stop();
}
