import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { NatsAuth } from '../nats/nats-options.js';
import { NATS_USERS, natsInboxPrefix, renderNatsConfig } from '../nats/nats-permissions.js';
import { dropServiceRole, newRolePassword, provisionServiceRole } from '../database/service-role.js';

/**
 * Real servers for integration tests. With a Docker engine, testcontainers starts them;
 * without one (this machine, CI), the servers named by environment variables are used:
 * TEST_PGHOST/PGHOST, TEST_REDIS_URL/REDIS_URL, TEST_NATS_URL/NATS_URL. A test that needs
 * to stop and restart NATS gets its own nats-server process (`startNatsServer`).
 */
export interface TestServers {
  pg: { host: string; port: number; user: string; password: string };
  redisUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

const dockerAvailable = (): boolean =>
  process.env.TESTCONTAINERS !== '0' &&
  (Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock')) &&
  spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;

let shared: Promise<TestServers> | null = null;

export function getTestServers(): Promise<TestServers> {
  shared ??= dockerAvailable() ? startContainers() : Promise.resolve(fromEnvironment());
  return shared;
}

function fromEnvironment(): TestServers {
  const env = process.env;
  return {
    pg: {
      host: env.TEST_PGHOST ?? env.PGHOST ?? '127.0.0.1',
      port: Number(env.TEST_PGPORT ?? env.PGPORT ?? 5432),
      // The admin the tests create databases and roles with: the stack scripts' (PGADMIN_USER, see
      // scripts/lib/ensure-env.sh) when there is one, else PGUSER (CI: the superuser postgres).
      user: env.TEST_PGUSER ?? env.PGADMIN_USER ?? env.PGUSER ?? 'postgres',
      password: env.TEST_PGPASSWORD ?? (env.PGADMIN_USER ? env.PGADMIN_PASSWORD : env.PGPASSWORD) ?? '',
    },
    redisUrl: env.TEST_REDIS_URL ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: env.TEST_NATS_URL ?? env.NATS_URL ?? 'nats://127.0.0.1:4222',
    stop: async () => undefined,
  };
}

async function startContainers(): Promise<TestServers> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [postgres, redis, nats] = await Promise.all([
    new GenericContainer('postgres:16-alpine').withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' }).withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2)).start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start(),
  ]);
  return {
    pg: { host: postgres.getHost(), port: postgres.getMappedPort(5432), user: 'postgres', password: '' },
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop(), nats.stop()]);
    },
  };
}

export const uniqueTestName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export interface TestDatabase {
  name: string;
  /** With `ownRole`: the run's own role (named like the database), which owns it; null otherwise. */
  role: { user: string; password: string } | null;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file; `drop` removes it. With `ownRole` it is made the way
 * the migrate step makes a service's database (provisionServiceRole): owned by a role of its own,
 * no superuser, the only one allowed to connect, so the service under test runs without superuser.
 */
export async function createTestDatabase(servers: TestServers, prefix: string, options: { ownRole?: boolean } = {}): Promise<TestDatabase> {
  const name = uniqueTestName(`test_${prefix}`);
  const admin = { ...servers.pg, password: servers.pg.password || undefined };
  let role: TestDatabase['role'] = null;
  if (options.ownRole) {
    role = { user: name, password: newRolePassword() };
    await provisionServiceRole(admin, { database: name, role: role.user, password: role.password });
  } else {
    const client = new pg.Client({ ...admin, database: 'postgres' });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
  }
  return {
    name,
    role,
    drop: async () => {
      const client = new pg.Client({ ...admin, database: 'postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      if (role) await dropServiceRole(admin, role.user);
    },
  };
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The tests' own NATS user with every permission (only in test servers' configs). */
export const TEST_SUPERUSER = 'test';

/** The harness's connection options for the test superuser (or none without authentication). */
export const testNatsAuth = (server: OwnNatsServer): NatsAuth | undefined =>
  server.passwords ? { user: TEST_SUPERUSER, pass: server.passwords[TEST_SUPERUSER], inboxPrefix: natsInboxPrefix(TEST_SUPERUSER) } : undefined;

/** Connection options for one of the product's NATS users on a test server. */
export const natsAuthOn = (server: OwnNatsServer, user: string): NatsAuth | undefined =>
  server.passwords ? { user, pass: server.passwords[user], inboxPrefix: natsInboxPrefix(user) } : undefined;

/**
 * Our own nats-server process (JetStream on, file store), for tests that must stop and
 * restart NATS without touching the machine's shared server. Authentication and the product's
 * subject permissions are on unless `{ auth: false }` (nats-permissions.ts), as in production.
 */
export interface OwnNatsServer {
  url: string;
  /**
   * With authentication on (the default): every user's password (NATS_USERS, plus `test`, a
   * superuser for what only tests do, such as publishing another service's events).
   */
  passwords: Record<string, string> | null;
  /** Config entries for a process connecting as `user` (NATS_URL, NATS_USER, NATS_PASSWORD). */
  envFor(user: string): Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export const natsServerBinary = (): string | null => {
  for (const candidate of [process.env.NATS_SERVER_BIN, '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
};

export async function startNatsServer(options: { auth?: boolean } = {}): Promise<OwnNatsServer> {
  const binary = natsServerBinary();
  if (!binary) throw new Error('nats-server is not installed');
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'cv-nats-'));
  let child: ChildProcess | null = null;
  const passwords = options.auth === false ? null
    : Object.fromEntries([...NATS_USERS, TEST_SUPERUSER].map((user) => [user, randomBytes(18).toString('base64url')]));
  const configFile = path.join(storeDir, 'nats.conf');
  if (passwords) {
    writeFileSync(configFile, renderNatsConfig({ passwords, superusers: [TEST_SUPERUSER], host: '127.0.0.1', port, jetStreamDir: path.join(storeDir, 'js') }), { mode: 0o600 });
  }
  const url = `nats://127.0.0.1:${port}`;

  const waitForPort = async () => {
    const { connect } = await import('node:net');
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
        socket.on('error', () => resolve(false));
      });
      if (ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nats-server did not start');
  };

  const server: OwnNatsServer = {
    url,
    passwords,
    envFor: (user): Record<string, string> => (passwords ? { NATS_URL: url, NATS_USER: user, NATS_PASSWORD: passwords[user] } : { NATS_URL: url }),
    start: async () => {
      const args = passwords ? ['-c', configFile] : ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
      child = spawn(binary, args, { stdio: 'ignore' });
      await waitForPort();
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    dispose: async () => {
      await server.stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
