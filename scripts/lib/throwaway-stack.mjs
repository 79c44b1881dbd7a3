// A stack that shares nothing with a developer's running one: its own nats-server, databases
// named cannaverse_e2e_<pid>_*, media directory and free port. Used by the browser tests and by
// `npm run lighthouse`. The pid in the database names lets two engineers run them at once on
// one machine; databases left by runs that died are dropped at the next start.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { BACKEND_SERVICES, startStack } from './stack.mjs';
import { startAuthNatsServer } from './nats-server.mjs';
import { newRolePasswords, pgAdminFromEnv } from './pg-roles.mjs';

const PREFIX = 'cannaverse_e2e';

// A port is free only until something binds it: the live ports are picked before the gateway's, but
// bound after it starts, so the kernel could hand the same free port out twice. Never reuse one.
const handedOut = new Set();
export const freePort = async () => {
  for (;;) {
    const port = await new Promise((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => { const { port: picked } = server.address(); server.close(() => resolve(picked)); });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function withAdmin(body) {
  const admin = new pg.Client({ ...pgAdminFromEnv(), database: 'postgres' });
  await admin.connect();
  try {
    await body(admin);
  } finally {
    await admin.end();
  }
}

/** Drops this run's databases and roles (named alike) and those of earlier runs whose process is gone. */
export async function dropDatabases(ownPrefix, { staleToo }) {
  const ours = (name) => {
    const pid = Number(/^cannaverse_e2e_(\d+)_/.exec(name)?.[1]);
    return name.startsWith(`${ownPrefix}_`) || (staleToo && (!pid || !alive(pid)));
  };
  await withAdmin(async (admin) => {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'cannaverse\\_e2e\\_%'");
    for (const { datname } of rows) if (ours(datname)) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    // A role goes once its databases are gone (each owns only its own).
    const roles = await admin.query("SELECT rolname FROM pg_roles WHERE rolname LIKE 'cannaverse\\_e2e\\_%'");
    for (const { rolname } of roles.rows) if (ours(rolname)) await admin.query(`DROP ROLE IF EXISTS "${rolname}"`);
  });
}

/**
 * @param {object} [options]
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {number} [options.streamingReplicas] streaming replicas to run (the live-channel bench runs 2)
 * @param {string} [options.root] the checkout whose built services to run (default: this one)
 * @returns {Promise<{ url: string, dbPrefix: string, env: { DB_NAME_PREFIX: string, REDIS_PREFIX: string }, stop: () => Promise<void>,
 *   nats: { stop: () => Promise<void>, start: () => Promise<void> }, pid: (name: string) => number | undefined, restarts: (name: string) => number,
 *   rtmpUrl: string | null, hlsDir: string, gateway: { readonly pid: number | undefined },
 *   streamingReplicas: Array<{ name: string, liveUrl: string, readonly child: import('node:child_process').ChildProcess }> }>}
 */
export async function startThrowawayStack({ env = {}, streamingReplicas = 1, root } = {}) {
  const prefix = `${PREFIX}_${process.pid}`;
  await dropDatabases(prefix, { staleToo: true });
  // Sanity: every name we create must fit PostgreSQL's 63-byte identifier limit.
  for (const service of BACKEND_SERVICES) if (`${prefix}_${service}`.length > 63) throw new Error(`database name too long: ${prefix}_${service}`);

  const natsPort = await freePort();
  const natsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-nats-'));
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-media-'));
  // The RTMP ingest's own directory (generated nginx config, pid, log) and its HLS output.
  const rtmpDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-rtmp-'));
  chmodSync(rtmpDir, 0o755); // nginx's workers (nobody) must reach the HLS directory inside
  const live = {
    livePorts: await Promise.all(Array.from({ length: streamingReplicas }, () => freePort())),
    rtmpPort: await freePort(),
    hlsDir: path.join(rtmpDir, 'hls'),
    recordDir: path.join(rtmpDir, 'recordings'),
    workDir: path.join(rtmpDir, 'nginx'),
  };
  // Its own nats-server with authentication and the product's permissions on (nats-server.mjs).
  // A checkout older than NATS users (`npm run bench` with BENCH_BEFORE_REF) connects anonymously.
  const natsAuth = !root || existsSync(path.join(root, 'libs/platform/src/nats/nats-permissions.ts'));
  const natsServer = await startAuthNatsServer({ port: natsPort, dir: natsDir, auth: natsAuth });

  const cleanup = async () => {
    await natsServer.stop();
    rmSync(natsDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(rtmpDir, { recursive: true, force: true });
    await dropDatabases(prefix, { staleToo: false }).catch((error) => console.error('could not drop the e2e databases:', error.message));
  };

  // Handed to the browser tests, which queue a job now and then (the trending recompute).
  // REDIS_PREFIX: the one namespace of the stack's Redis keys (each service's under `<it>:<database>`).
  const names = { DB_NAME_PREFIX: env.DB_NAME_PREFIX ?? prefix, REDIS_PREFIX: env.REDIS_PREFIX ?? env.BULLMQ_PREFIX ?? `cv-e2e-${process.pid}` };
  // Another checkout (`npm run bench` with BENCH_BEFORE_REF) may predate REDIS_PREFIX and read only its older per-service names.
  const olderRedisNames = root ? { BULLMQ_PREFIX: names.REDIS_PREFIX, REDIS_KEY_PREFIX: names.REDIS_PREFIX, LIVE_REDIS_PREFIX: names.REDIS_PREFIX } : {};
  let stack;
  try {
    stack = await startStack({
      port: await freePort(),
      healthPorts: false,
      quiet: true,
      root,
      live,
      nats: natsServer,
      // Each service's own role, with passwords of this run only (dropped with the databases).
      pgPasswords: newRolePasswords(BACKEND_SERVICES),
      env: {
        ...names,
        ...olderRedisNames,
        MEDIA_DIR: mediaDir,
        ADMIN_PASSWORD: 'e2e-admin-password',
        NODE_ENV: 'test',
        // The write limits ×100 on throwaway stacks: the browser tests, the benchmarks and Lighthouse's
        // preparation write in bursts from one address. `npm start` runs the production table
        // (security/write-limits.ts), as an attacker would meet it.
        RATE_LIMITS_FACTOR: process.env.RATE_LIMITS_FACTOR ?? '100',
        ...env,
      },
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    url: stack.url,
    env: names,
    rtmpUrl: stack.rtmpUrl,
    hlsDir: stack.hlsDir,
    streamingReplicas: stack.streamingReplicas,
    gateway: stack.gateway,
    nats: natsServer,
    /** The process id of a service or the gateway right now (the runner restarts one that dies). */
    pid: stack.pid,
    restarts: stack.restarts,
    /** Databases are `<dbPrefix>_<service>`: browser tests may arrange rows no screen can create yet. */
    dbPrefix: prefix,
    stop: async () => {
      await stack.stop();
      await cleanup();
    },
  };
}
