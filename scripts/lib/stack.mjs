// Starts every Cannaverse service and the gateway as child processes, prefixes their
// logs, waits until the gateway's /api/health is 200, keeps them running (a process that dies
// after the start is restarted with backoff, and its last words are printed), and stops them all
// together. In Kubernetes the liveness probes do that restarting (docs/deploy.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rtmpIngestAvailable, startRtmpIngest } from './rtmp-ingest.mjs';
import { startAuthNatsServer } from './nats-server.mjs';
import { pgAdminFromEnv, provisionStackRoles, rolePasswordsIn } from './pg-roles.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BACKEND_SERVICES = ['identity', 'social', 'content', 'streaming', 'moderation', 'notifications'];
/**
 * The node flags every service runs with, here and in the image (infra/Dockerfile's ENTRYPOINT says
 * the same; a manifest test keeps them equal). A 32 MB semi-space (V8's young generation, 16 MB by
 * default): each request's short-lived objects (a page's rows, DTOs and JSON) die in half as many
 * scavenges. Measured on throwaway stacks (alternating rounds, issue 28): CPU per /api/me 252 → 222 µs
 * and per feed page 845 → 801 µs against the default; 64 MB gained a little more (213 and 786 µs) but
 * added 150–280 MiB to the gateway's resident memory under load against its 512 MiB limit.
 */
export const SERVICE_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
/**
 * The stack's own files (HLS, the ingest's nginx, media, NATS, role passwords): `.data` of the
 * checkout, or CANNAVERSE_DATA_DIR (the `npm start` browser test runs a second stack beside a
 * developer's, scripts/npm-start-e2e.mjs).
 */
export const dataDir = () => path.resolve(process.env.CANNAVERSE_DATA_DIR || path.join(ROOT, '.data'));

const colours = ['36', '35', '33', '34', '32', '31'];
/** Restart delays: 1 s, 2 s, 4 s … at most 30 s; a process that then runs a minute starts over at 1 s. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
/** How much of a dead process's stderr is printed with the news of its death. */
const LAST_WORDS_LINES = 15;

/**
 * @param {object} options
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {number} [options.port] gateway port
 * @param {boolean} [options.healthPorts] give each service its HTTP health port (its default from
 *   HEALTH_PORTS in libs/contracts, the one table of them), or none (`HEALTH_PORT=0`)
 * @param {boolean} [options.quiet] only print warnings and errors from services
 * @param {string} [options.root] the checkout whose built services to run (the benchmark runs an older one beside this)
 * @param {{ envFor: (user: string) => Record<string, string>, stop?: () => Promise<void> }} [options.nats] the stack's nats-server
 *   (nats-server.mjs); by default one of its own with authentication on, on NATS_PORT (4223), kept in .data/nats
 *   (NATS_URL in the environment instead: that server, anonymously)
 * @param {Record<string, string>} [options.pgPasswords] each service's PostgreSQL role password (pg-roles.mjs); by default
 *   made once and kept in .data/postgres/passwords.json
 * @param {string[]} [options.nodeArgs] extra node flags for every process, e.g. ['--cpu-prof'] (also
 *   from STACK_NODE_ARGS, space-separated: NODE_OPTIONS refuses --cpu-prof)
 * @param {object} [options.live] the live channel and the RTMP ingest
 * @param {number[]} [options.live.livePorts] one live-channel port per streaming replica (2 ports = 2 replicas)
 * @param {number} [options.live.rtmpPort] the ingest's RTMP port
 * @param {string} [options.live.hlsDir] where the ingest writes HLS (the gateway serves it under /live/)
 * @param {string} [options.live.recordDir] where the ingest records streams (streaming's LIVE_RECORDINGS_DIR)
 * @param {string} [options.live.workDir] the ingest's nginx directory (generated config, pid, log)
 * @returns {Promise<{ url: string, stop: () => Promise<void>, pid: (name: string) => number | undefined, restarts: (name: string) => number,
 *   gateway: { readonly pid: number | undefined }, streamingReplicas: Array<{ name: string, liveUrl: string, readonly child: import('node:child_process').ChildProcess }>,
 *   rtmpUrl: string | null, hlsDir: string }>}
 */
export async function startStack({
  env = {}, port = 3000, healthPorts = true, quiet = false, live = {}, nats: givenNats, pgPasswords,
  nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean), root = ROOT,
} = {}) {
  /** name → { child, restarts, timer } */
  const processes = new Map();
  let stopping = false;
  let supervising = false;
  const {
    livePorts = [Number(process.env.LIVE_PORT ?? 3124)],
    rtmpPort = Number(process.env.RTMP_PORT ?? 1935),
    hlsDir: wantedHlsDir = path.join(dataDir(), 'hls'),
    // Not wiped at start (unlike HLS): a recording whose remux job is still queued is read from here.
    recordDir: wantedRecordDir = path.join(dataDir(), 'recordings'),
    workDir = path.join(dataDir(), 'rtmp'),
  } = live;
  const baseEnv = {
    ...process.env,
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(dataDir(), 'media'),
    FRONTEND_DIST: process.env.FRONTEND_DIST ?? path.join(root, 'frontend/dist'),
    STRAINS_CSV: process.env.STRAINS_CSV ?? path.resolve(ROOT, '../shared/data/strains.csv'),
    // Shared by the gateway and streaming (the /ws assertion) and by streaming and nginx (ingest callbacks).
    LIVE_CHANNEL_SECRET: process.env.LIVE_CHANNEL_SECRET ?? randomBytes(32).toString('base64url'),
    INGEST_CALLBACK_SECRET: process.env.INGEST_CALLBACK_SECRET ?? randomBytes(32).toString('base64url'),
    RTMP_INGEST_URL: process.env.RTMP_INGEST_URL ?? `rtmp://127.0.0.1:${rtmpPort}/live`,
    ...env,
  };
  // Only this runner holds the PostgreSQL admin's credentials: each service logs in as its own role.
  const pgRoles = await provisionRoles(baseEnv.DB_NAME_PREFIX ?? 'cannaverse', pgPasswords, pgAdminFromEnv(baseEnv));
  delete baseEnv.PGADMIN_USER;
  delete baseEnv.PGADMIN_PASSWORD;
  const liveUrls = livePorts.map((livePort) => `http://127.0.0.1:${livePort}`);
  // Every process connects to NATS as its own user (NATS permissions, docs/deploy.md).
  const ownNats = givenNats || process.env.NATS_URL ? null
    : await startAuthNatsServer({ port: Number(process.env.NATS_PORT ?? 4223), dir: path.join(dataDir(), 'nats') });
  const nats = givenNats ?? ownNats;
  const natsEnvFor = (user) => (nats ? nats.envFor(user) : {});

  const launch = (name, script, extraEnv, index) => {
    const prefix = `\x1b[${colours[index % colours.length]}m${name.padEnd(10)}\x1b[0m| `;
    const entry = processes.get(name) ?? { restarts: 0, delay: FIRST_DELAY_MS, timer: null };
    processes.set(name, entry);
    const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs, script], {
      cwd: root,
      env: { ...baseEnv, ...natsEnvFor(name.replace(/\d+$/, '')), ...pgRoles[name.replace(/\d+$/, '')], ...extraEnv, LOG_LEVEL: quiet ? 'warn' : (baseEnv.LOG_LEVEL ?? 'info') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const startedAt = Date.now();
    const lastWords = [];
    const pipe = (stream, out, keep) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) {
          out.write(prefix + line + '\n');
          if (keep) {
            lastWords.push(line);
            if (lastWords.length > LAST_WORDS_LINES) lastWords.shift();
          }
        }
      });
    };
    pipe(child.stdout, process.stdout, false);
    pipe(child.stderr, process.stderr, true);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const why = signal ? `killed by ${signal}` : `exit code ${code}`;
      if (!supervising) {
        process.stderr.write(`${prefix}exited (${why})\n`);
        return;
      }
      if (Date.now() - startedAt > STABLE_AFTER_MS) entry.delay = FIRST_DELAY_MS;
      const delay = entry.delay;
      entry.delay = Math.min(MAX_DELAY_MS, entry.delay * 2);
      entry.restarts += 1;
      const words = lastWords.length ? `; its last words on stderr:\n${lastWords.map((line) => `${prefix}  ${line}`).join('\n')}` : '; nothing on stderr';
      process.stderr.write(`${prefix}died (${why}) after ${Math.round((Date.now() - startedAt) / 1000)} s${words}\n${prefix}restarting in ${delay / 1000} s (restart ${entry.restarts})\n`);
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (!stopping) launch(name, script, extraEnv, index);
      }, delay);
    });
    entry.child = child;
    return child;
  };

  // The ingest first: nginx in its own directory, on its own port, calling the first streaming replica.
  let ingest = null;
  let hlsDir = wantedHlsDir;
  if (rtmpIngestAvailable()) {
    rmSync(wantedHlsDir, { recursive: true, force: true });
    ingest = await startRtmpIngest({
      port: rtmpPort, callbackUrl: liveUrls[0], secret: baseEnv.INGEST_CALLBACK_SECRET, hlsDir: wantedHlsDir, recordDir: wantedRecordDir, workDir,
    });
    hlsDir = ingest.hlsDir; // the gateway serves what the workers could write
    baseEnv.LIVE_RECORDINGS_DIR = ingest.recordDir; // streaming remuxes what they recorded
  } else {
    process.stderr.write('[cannaverse] nginx with the RTMP module is not installed: live video ingest is off (chat works). apt-get install nginx libnginx-mod-rtmp\n');
  }

  const streamingReplicas = [];
  BACKEND_SERVICES.forEach((service, index) => {
    // undefined leaves HEALTH_PORT out of the child's environment, so the service's default applies.
    const health = { HEALTH_PORT: healthPorts ? undefined : '0' };
    if (service !== 'streaming') return void launch(service, `services/${service}/dist/main.js`, health, index);
    livePorts.forEach((livePort, replica) => {
      const name = replica === 0 ? 'streaming' : `streaming${replica + 1}`;
      launch(name, `services/${service}/dist/main.js`, { ...health, ...(replica > 0 ? { HEALTH_PORT: '0' } : {}), LIVE_PORT: String(livePort) }, index + replica);
      // `child` follows restarts: the runner replaces a replica that dies.
      streamingReplicas.push({ name, liveUrl: liveUrls[replica], get child() { return processes.get(name).child; } });
    });
  });
  // The gateway's health port (its /metrics, 3100) like the services': on or off together.
  launch('gateway', 'services/gateway/dist/main.js', {
    PORT: String(port), STREAMING_LIVE_URLS: liveUrls.join(','), LIVE_HLS_DIR: hlsDir, HEALTH_PORT: healthPorts ? undefined : '0',
  }, BACKEND_SERVICES.length);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    await Promise.all([...processes.values()].map(({ child, timer }) => new Promise((resolve) => {
      if (timer) clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    })));
    await ingest?.stop();
    await ownNats?.stop();
  };
  const pid = (name) => processes.get(name)?.child.pid;
  const restarts = (name) => processes.get(name)?.restarts ?? 0;

  // A first start creates every database and runs every migration; on a fresh, loaded 2-core
  // machine the services took over 75 s just to load (load average 28). A process that dies still
  // ends the wait at once; STACK_START_TIMEOUT_S only bounds a hang.
  const deadline = Date.now() + Number(process.env.STACK_START_TIMEOUT_S || 300) * 1000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      last = `${response.status} ${await response.text()}`;
      if (response.ok) {
        // From here on a process that dies is restarted; one that dies while starting is a
        // configuration or build problem that restarting would only hide.
        supervising = true;
        return {
          url, stop, pid, restarts, streamingReplicas, rtmpUrl: ingest?.url ?? null, hlsDir,
          gateway: { get pid() { return pid('gateway'); } },
        };
      }
    } catch (error) {
      last = String(error);
    }
    if ([...processes.values()].some(({ child }) => child.exitCode !== null && child.exitCode !== 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the stack did not become healthy: ${last}`);
}

/** Every service's role and database, made with the admin connection before any service starts. */
async function provisionRoles(prefix, pgPasswords, admin) {
  try {
    return await provisionStackRoles({
      prefix, services: BACKEND_SERVICES, admin,
      passwords: pgPasswords ?? rolePasswordsIn(path.join(dataDir(), 'postgres/passwords.json'), BACKEND_SERVICES),
    });
  } catch (error) {
    throw new Error(`could not create the services' PostgreSQL roles as ${admin.user}@${admin.host}:${admin.port} (${error.message}). `
      + 'Point PGADMIN_USER and PGADMIN_PASSWORD at a role that may create roles and databases (docs/deploy.md, PostgreSQL roles).', { cause: error });
  }
}
