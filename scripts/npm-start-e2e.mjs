// Issue 21, acceptance 1: the live-video browser test on a stack started exactly as `npm start`
// starts it (scripts/start.sh → scripts/run-stack.mjs), not only on a throwaway stack: `npm start`
// once served no video at all (its `.data/` was 0700 and nginx's workers could not write HLS there)
// while every throwaway stack, which chmods its own folder, played. Beside a developer's running
// stack: its own ports, databases, Redis prefixes and data folder (CANNAVERSE_DATA_DIR, made 0700
// inside the checkout like a fresh `.data/`), no health ports. One extra stack start in `npm test`.
//
//   node scripts/npm-start-e2e.mjs [--test-name-pattern=…] [e2e test files, under e2e/]
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { dropDatabases, freePort } from './lib/throwaway-stack.mjs';
import { pgAdminFromEnv } from './lib/pg-roles.mjs';

/**
 * Issue 21's acceptance on this stack: the live-video test of e2e/tests/livestreams.test.mjs (publish
 * → plays, a duplicate publish changes nothing; its name starts so), the recording of an ended stream
 * plays, a banned viewer sees the banned state and the creator lifts the ban. Eight sign-ups in all:
 * under the production limit of ten per address and hour that `npm start` keeps.
 */
const DEFAULT_TEST = [
  '--test-name-pattern=an ffmpeg push plays in the browser|the recording plays|a banned viewer sees',
  'tests/livestreams.test.mjs', 'tests/livestream-recordings.test.mjs', 'tests/livestream-moderation.test.mjs',
];
const START_TIMEOUT_MS = Number(process.env.STACK_START_TIMEOUT_S || 300) * 1000 + 60_000;

const prefix = `cannaverse_e2e_${process.pid}`;
const dataDir = mkdtempSync(path.join(ROOT, '.data-npm-start-e2e-'));
chmodSync(dataDir, 0o700); // as a fresh `.data/` under a private home: the case that broke
const logFile = path.join(dataDir, 'npm-start.log');
const [port, natsPort, livePort, rtmpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
const env = {
  ...process.env,
  PORT: String(port), NATS_PORT: String(natsPort), LIVE_PORT: String(livePort), RTMP_PORT: String(rtmpPort),
  CANNAVERSE_DATA_DIR: dataDir, STACK_HEALTH_PORTS: '0',
  DB_NAME_PREFIX: prefix, REDIS_PREFIX: `cv-npm-start-${process.pid}`,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
  // npm test built the web app a moment ago; the rest of start.sh (packages, datastores, tsc -b) runs as it is.
  SKIP_FRONTEND_BUILD: '1',
};
for (const name of ['REDIS_KEY_PREFIX', 'LIVE_REDIS_PREFIX', 'BULLMQ_PREFIX', 'NATS_URL', 'MEDIA_DIR', 'RTMP_INGEST_URL', 'LIVE_CHANNEL_SECRET', 'INGEST_CALLBACK_SECRET', 'NODE_ENV']) delete env[name];

const url = `http://127.0.0.1:${port}`;
const log = openSync(logFile, 'a');
// Its own process group, so the whole stack (start.sh execs the runner, which stops its children) ends with it.
const stack = spawn('bash', [path.join(ROOT, 'scripts/start.sh')], { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
const stackExited = new Promise((resolve) => stack.once('exit', (code, signal) => resolve(signal ?? code)));

const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
async function healthy() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`npm start exited (${stack.exitCode}) before it was healthy:\n${tail()}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm start was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

let exitCode = 1;
try {
  console.log(`[npm-start-e2e] npm start on ${url} (RTMP ${rtmpPort}), data in ${dataDir}`);
  await healthy();
  const args = process.argv.slice(2);
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...(args.length ? args : DEFAULT_TEST)], {
    cwd: path.join(ROOT, 'e2e'), stdio: 'inherit',
    env: { ...process.env, BASE_URL: url, RTMP_URL: `rtmp://127.0.0.1:${rtmpPort}/live`, ADMIN_PASSWORD: env.ADMIN_PASSWORD, PGUSER: pgAdminFromEnv().user, PGPASSWORD: pgAdminFromEnv().password ?? '' },
  });
  exitCode = run.status ?? 1;
  if (exitCode !== 0) console.error(`[npm-start-e2e] the stack's last lines:\n${tail()}`);
} catch (error) {
  console.error(`[npm-start-e2e] ${error.message}`);
} finally {
  if (stack.exitCode === null) {
    process.kill(-stack.pid, 'SIGTERM');
    const killer = setTimeout(() => { try { process.kill(-stack.pid, 'SIGKILL'); } catch { /* gone */ } }, 20_000);
    await stackExited;
    clearTimeout(killer);
  }
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabases(prefix, { staleToo: false }).catch((error) => console.error('[npm-start-e2e] could not drop its databases:', error.message));
}
process.exit(exitCode);
