import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { EVENT_STREAM, IdentityEvents, type Actor, type EventEnvelope, type EventName, type EventPayloads, type ServiceName } from '@cannaverse/contracts';
import type { CommonConfig } from '../config/config.js';
import { connectNats, ensureEventStream, eventSubject } from '../events/jetstream.js';
import { EventBus } from '../events/event-bus.module.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { UnexpectedErrorFilter } from '../errors/unexpected-error.filter.js';
import { DiskMediaStore } from '../media/disk-media-store.js';
import { mediaUrlFor } from '../media/media-store.js';
import { newMediaKey, newUploadKey } from '../media/image-processing.js';
import { natsAuth, natsServerOptions } from '../nats/nats-options.js';
import { NatsLink, ServiceClient } from '../nats/service-client.js';
import { redisKeyPrefix } from '../redis/redis-keys.js';
import { waitFor } from './rpc-helpers.js';
import { createTestDatabase, getTestServers, natsAuthOn, startNatsServer, testNatsAuth, type OwnNatsServer } from './test-infra.js';

export interface PublishOptions {
  id?: string;
  occurredAt?: string;
  /** JetStream's dedupe id; defaults to the event id, as the outbox relay sends it. */
  msgID?: string;
}

export interface MemberOverrides {
  username: string;
  displayName: string | null;
  avatar: string | null;
  isAdmin: boolean;
}

export interface ServiceHarnessOptions<TConfig extends CommonConfig> {
  service: ServiceName;
  /** The service's config loader (config.ts); the harness points it at its own servers. */
  loadConfig: (env: NodeJS.ProcessEnv) => TConfig;
  /** The service's `AppModule.register`. */
  appModule: (config: TConfig, logger: Logger) => DynamicModule;
  /** Extra environment for the config (e.g. ADMIN_PASSWORD). */
  env?: Record<string, string>;
  /** `false` creates everything but the service, so a test can publish before it exists (durable catch-up). */
  start?: boolean;
}

/**
 * A service's AppModule in-process on its own nats-server, a fresh database, its own media
 * directory and Redis prefix: what every service's integration tests run against.
 */
export interface ServiceHarness<TConfig extends CommonConfig = CommonConfig> {
  config: TConfig;
  /** The harness's own nats-server (authentication and the product's permissions on). */
  nats: OwnNatsServer;
  /** A direct connection to the service's database, to arrange rows and check what was stored. */
  db: pg.Client;
  mediaDir: string;
  /** A request to the service over NATS, as the gateway sends it; a failure rejects with its RpcError. */
  call<T>(pattern: string, data: unknown, actor?: Actor | null): Promise<T>;
  /** Publishes an event exactly as another service's outbox relay does (envelope, subject, msgID). */
  publish<TName extends EventName>(name: TName, payload: EventPayloads[TName], options?: PublishOptions): Promise<EventEnvelope<TName>>;
  /**
   * Publishes an envelope as another service's NATS user on a subject of that user's own
   * (`events.<publisher>.…`), which its permissions allow: how a compromised or buggy service
   * would try to forge another service's event.
   */
  publishAs<TName extends EventName>(publisher: ServiceName, subject: string, name: TName, payload: EventPayloads[TName]): Promise<EventEnvelope<TName>>;
  /** A member known to the service: registered through the event path, card projected. */
  member(overrides?: Partial<MemberOverrides>): Promise<Actor & { username: string }>;
  /** Resolves once the service's durable consumer has nothing pending or unacknowledged. */
  waitForConsumerIdle(): Promise<void>;
  /**
   * Stores a file as the gateway's upload would and answers its /media URL: `uploader`'s upload
   * (the key names them, as `POST /api/upload` does), or, without one, a key naming nobody (an
   * avatar, or a file uploaded before uploads named their uploader).
   */
  upload(folder: 'images' | 'videos' | 'avatars', extension: string, uploader?: { id: string }): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The running Nest application (to reach a provider). */
  app(): INestMicroservice;
  dataSource(): DataSource;
  close(): Promise<void>;
}

/** The service's Redis keys live under `<REDIS_PREFIX>:<database>` (redisKeyPrefix); the harness removes them at close. */
const TEST_REDIS_PREFIX = 'cv-test';
let memberSeq = 0;

export async function startServiceHarness<TConfig extends CommonConfig>(options: ServiceHarnessOptions<TConfig>): Promise<ServiceHarness<TConfig>> {
  const { service } = options;
  const servers = await getTestServers();
  const nats = await startNatsServer();
  // The service runs as the run's own role (no superuser), as it does in production; `db` below
  // stays the admin's connection, so a test may arrange any row.
  const database = await createTestDatabase(servers, service, { ownRole: true });
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), `cv-${service}-media-`));
  const config = options.loadConfig({
    ...nats.envFor(service), REDIS_URL: servers.redisUrl, PGHOST: servers.pg.host, PGPORT: String(servers.pg.port), PGUSER: database.role!.user,
    PGPASSWORD: database.role!.password, PGDATABASE: database.name, MEDIA_DIR: mediaDir, HEALTH_PORT: '0', REDIS_PREFIX: TEST_REDIS_PREFIX,
    ...options.env,
  });
  const store = new DiskMediaStore(mediaDir); // the directory the service's own (disk) store uses
  // The harness publishes other services' events, which only the test superuser may do.
  const nc: NatsConnection = await connectNats(nats.url, `${service}-test-publisher`, testNatsAuth(nats));
  await ensureEventStream(nc);
  const db = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
  await db.connect();
  // Requests go out as the gateway sends them, with the gateway's credentials.
  const link = new NatsLink(nats.url, `${service}-test`, natsAuthOn(nats, 'gateway'));
  const client = new ServiceClient(service, link, 10_000);
  let app: INestMicroservice | null = null;
  const running = () => {
    if (!app) throw new Error(`${service} is not running`);
    return app;
  };

  const harness: ServiceHarness<TConfig> = {
    config,
    nats,
    db,
    mediaDir,
    call: (pattern, data, actor = null) => client.send(pattern, { actor }, data),
    publish: async (name, payload, publishOptions = {}) => {
      const envelope = {
        id: publishOptions.id ?? randomUUID(), name, occurredAt: publishOptions.occurredAt ?? new Date().toISOString(), payload,
      } as EventEnvelope<typeof name>;
      await jetstream(nc).publish(eventSubject(name), JSON.stringify(envelope), { msgID: publishOptions.msgID ?? envelope.id });
      return envelope;
    },
    publishAs: async (publisher, subject, name, payload) => {
      const envelope = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload } as EventEnvelope<typeof name>;
      const forger = await connectNats(nats.url, `${publisher}-forger`, natsAuthOn(nats, publisher));
      try {
        await jetstream(forger).publish(subject, JSON.stringify(envelope), { msgID: envelope.id });
      } finally {
        await forger.close();
      }
      return envelope;
    },
    member: async (overrides = {}) => {
      const id = randomUUID();
      const username = overrides.username ?? `member_${Date.now().toString(36)}${memberSeq++}`;
      const isAdmin = overrides.isAdmin ?? false;
      await harness.publish(IdentityEvents.userRegistered, {
        id, username, displayName: overrides.displayName ?? null, avatar: overrides.avatar ?? null, isAdmin, createdAt: new Date().toISOString(),
      });
      await waitFor(async () => (await db.query('SELECT 1 FROM user_cards WHERE id = $1', [id])).rowCount === 1);
      return { id, isAdmin, tier: 'free', username };
    },
    waitForConsumerIdle: async () => {
      const jsm = await jetstreamManager(nc);
      for (let i = 0; i < 200; i++) {
        const info = await jsm.consumers.info(EVENT_STREAM, `${service}-events`).catch(() => null);
        if (info && info.num_pending === 0 && info.num_ack_pending === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${service} did not consume its events in time`);
    },
    upload: async (folder, extension, uploader) => {
      const key = uploader ? newUploadKey(folder, extension, uploader.id) : newMediaKey(folder, extension);
      await store.put(key, Buffer.from('not really media, only its existence is checked'), 'application/octet-stream');
      return mediaUrlFor(key);
    },
    start: async () => {
      const logger = createLogger(`${service}-test`, 'silent');
      app = await NestFactory.createMicroservice(options.appModule(config, logger), {
        ...natsServerOptions(service, nats.url, natsAuth(config, service)),
        logger: process.env.TEST_LOGS ? undefined : false,
      });
      app.useGlobalFilters(new UnexpectedErrorFilter(logger)); // as bootstrapService does
      await app.listen();
      await app.get(EventBus).ready();
    },
    stop: async () => {
      await app?.close();
      app = null;
    },
    app: running,
    dataSource: () => running().get(DataSource),
    close: async () => {
      await link.close();
      await harness.stop();
      await db.end();
      await nc.close();
      await nats.dispose();
      await database.drop();
      await removeRedisKeys(servers.redisUrl, `${redisKeyPrefix(service, config)}:*`);
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
  if (options.start !== false) await harness.start();
  return harness;
}

/** The keys (queues, presence, marks) a test run left in the shared Redis (SCAN, never KEYS: other runs share the server). */
async function removeRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Redis down: nothing was queued there either.
  } finally {
    redis.disconnect();
  }
}
