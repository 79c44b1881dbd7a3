import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { EVENT_STREAM, IdentityEvents, type Actor, type EventEnvelope, type EventName, type EventPayloads } from '@cannaverse/contracts';
import {
  connectNats, createLogger, createMediaStore, ensureEventStream, EventBus, eventSubject, natsClientOptions, natsServerOptions,
  newMediaKey, mediaUrlFor, ServiceClient,
} from '@cannaverse/platform';
import { createTestDatabase, getTestServers, startNatsServer, type OwnNatsServer } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadSocialConfig } from '../src/config.js';

export interface PublishOptions { id?: string; occurredAt?: string; msgID?: string }

/**
 * The social service in-process on its own NATS server and a fresh database. Created in two
 * steps so a test can publish events before the service exists (durable catch-up).
 */
export interface SocialHarness {
  db: pg.Client;
  mediaDir: string;
  /** Publishes an event exactly as identity's outbox relay does (envelope, subject, msgID). */
  publish<TName extends EventName>(name: TName, payload: EventPayloads[TName], options?: PublishOptions): Promise<EventEnvelope<TName>>;
  start(): Promise<void>;
  stop(): Promise<void>;
  dataSource(): DataSource;
  call<T>(pattern: string, data: unknown, actor?: Actor | null): Promise<T>;
  /** Resolves once social's durable consumer has nothing pending or unacknowledged. */
  waitForConsumerIdle(): Promise<void>;
  /** A member known to social (registered through the event path), and their actor. */
  member(overrides?: Partial<{ username: string; displayName: string | null; avatar: string | null; isAdmin: boolean }>): Promise<Actor & { username: string }>;
  /** Stores a file as the gateway's upload would and answers its /media URL. */
  upload(folder: 'images' | 'videos' | 'avatars', extension: string): Promise<string>;
  close(): Promise<void>;
}

let seq = 0;

export async function createSocialHarness(): Promise<SocialHarness> {
  const servers = await getTestServers();
  const nats: OwnNatsServer = await startNatsServer();
  const database = await createTestDatabase(servers, 'social');
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-social-media-'));
  const config = loadSocialConfig({
    NATS_URL: nats.url, PGHOST: servers.pg.host, PGPORT: String(servers.pg.port), PGUSER: servers.pg.user,
    PGPASSWORD: servers.pg.password, PGDATABASE: database.name, MEDIA_DIR: mediaDir, HEALTH_PORT: '0',
  });
  const store = createMediaStore(config);
  const nc: NatsConnection = await connectNats(nats.url, 'social-test-publisher');
  await ensureEventStream(nc);
  const db = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
  await db.connect();
  const client = new ServiceClient('social', ClientProxyFactory.create({ transport: Transport.NATS, options: natsClientOptions('social-test', nats.url) }), 10_000);
  let app: INestMicroservice | null = null;

  const harness: SocialHarness = {
    db,
    mediaDir,
    publish: async (name, payload, options = {}) => {
      const envelope = { id: options.id ?? randomUUID(), name, occurredAt: options.occurredAt ?? new Date().toISOString(), payload } as EventEnvelope<typeof name>;
      await jetstream(nc).publish(eventSubject(name), JSON.stringify(envelope), { msgID: options.msgID ?? envelope.id });
      return envelope;
    },
    start: async () => {
      app = await NestFactory.createMicroservice(AppModule.register(config, createLogger('social-test', 'silent')), {
        ...natsServerOptions('social', nats.url),
        logger: process.env.SOCIAL_TEST_LOGS ? undefined : false,
      });
      await app.listen();
      await app.get(EventBus).ready();
    },
    stop: async () => {
      await app?.close();
      app = null;
    },
    dataSource: () => {
      if (!app) throw new Error('social is not running');
      return app.get(DataSource);
    },
    call: (pattern, data, actor = null) => client.send(pattern, actor, data),
    waitForConsumerIdle: async () => {
      const jsm = await jetstreamManager(nc);
      for (let i = 0; i < 200; i++) {
        const info = await jsm.consumers.info(EVENT_STREAM, 'social-events').catch(() => null);
        if (info && info.num_pending === 0 && info.num_ack_pending === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('social did not consume its events in time');
    },
    member: async (overrides = {}) => {
      const id = randomUUID();
      const username = overrides.username ?? `member_${Date.now().toString(36)}${seq++}`;
      await harness.publish(IdentityEvents.userRegistered, {
        id, username, displayName: overrides.displayName ?? null, avatar: overrides.avatar ?? null,
        isAdmin: overrides.isAdmin ?? false, createdAt: new Date().toISOString(),
      });
      await waitFor(async () => (await db.query('SELECT 1 FROM user_cards WHERE id = $1', [id])).rowCount === 1);
      return { id, isAdmin: overrides.isAdmin ?? false, tier: 'free', username };
    },
    upload: async (folder, extension) => {
      const key = newMediaKey(folder, extension);
      await store.put(key, Buffer.from('not really media, only its existence is checked'), 'application/octet-stream');
      return mediaUrlFor(key);
    },
    close: async () => {
      await client.close();
      await harness.stop();
      await db.end();
      await nc.close();
      await nats.dispose();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export async function startSocial(): Promise<SocialHarness> {
  const harness = await createSocialHarness();
  await harness.start();
  return harness;
}

export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

/** Resolves to the RpcError body a failing call produced. */
export async function rpcFailure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { status: number; message: string };
    return { status: failure.status, message: failure.message };
  }
  throw new Error('expected the call to fail');
}
