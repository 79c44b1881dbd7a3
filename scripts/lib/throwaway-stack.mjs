// A stack that shares nothing with a developer's running one: its own nats-server, databases
// named cannaverse_e2e_<pid>_*, media directory and free port. Used by the browser tests and by
// `npm run lighthouse`. The pid in the database names lets two engineers run them at once on
// one machine; databases left by runs that died are dropped at the next start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { BACKEND_SERVICES, startStack } from './stack.mjs';

const PREFIX = 'cannaverse_e2e';

const freePort = () => new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function withAdmin(body) {
  const admin = new pg.Client({ host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await body(admin);
  } finally {
    await admin.end();
  }
}

/** Drops this run's databases and those of earlier runs whose process is gone. */
async function dropDatabases(ownPrefix, { staleToo }) {
  await withAdmin(async (admin) => {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'cannaverse\\_e2e\\_%'");
    for (const { datname } of rows) {
      const pid = Number(/^cannaverse_e2e_(\d+)_/.exec(datname)?.[1]);
      const stale = staleToo && (!pid || !alive(pid));
      if (datname.startsWith(`${ownPrefix}_`) || stale) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

/**
 * @param {object} [options]
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startThrowawayStack({ env = {} } = {}) {
  const prefix = `${PREFIX}_${process.pid}`;
  await dropDatabases(prefix, { staleToo: true });
  // Sanity: every name we create must fit PostgreSQL's 63-byte identifier limit.
  for (const service of BACKEND_SERVICES) if (`${prefix}_${service}`.length > 63) throw new Error(`database name too long: ${prefix}_${service}`);

  const natsPort = await freePort();
  const natsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-nats-'));
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-media-'));
  const natsBinary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => spawnSync('test', ['-x', p]).status === 0) ?? 'nats-server';
  const nats = spawn(natsBinary, ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsDir], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));

  const cleanup = async () => {
    nats.kill('SIGTERM');
    rmSync(natsDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
    await dropDatabases(prefix, { staleToo: false }).catch((error) => console.error('could not drop the e2e databases:', error.message));
  };

  let stack;
  try {
    stack = await startStack({
      port: await freePort(),
      healthPorts: false,
      quiet: true,
      env: {
        NATS_URL: `nats://127.0.0.1:${natsPort}`,
        DB_NAME_PREFIX: prefix,
        MEDIA_DIR: mediaDir,
        BULLMQ_PREFIX: `cv-e2e-${process.pid}`,
        REDIS_KEY_PREFIX: `cv-e2e-${process.pid}`,
        ADMIN_PASSWORD: 'e2e-admin-password',
        NODE_ENV: 'test',
        ...env,
      },
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      await cleanup();
    },
  };
}
