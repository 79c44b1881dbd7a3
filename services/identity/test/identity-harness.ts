import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import pg from 'pg';
import type { Actor } from '@cannaverse/contracts';
import { createLogger, EventBus, natsClientOptions, natsServerOptions, ServiceClient } from '@cannaverse/platform';
import { createTestDatabase, getTestServers, startNatsServer, type OwnNatsServer } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadIdentityConfig } from '../src/config.js';

/** The identity service running in-process on its own NATS server and a fresh database. */
export interface IdentityHarness {
  client: ServiceClient;
  db: pg.Client;
  mediaDir: string;
  call<T>(pattern: string, data: unknown, actor?: Actor | null): Promise<T>;
  close(): Promise<void>;
}

export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityHarness> {
  const servers = await getTestServers();
  const nats: OwnNatsServer = await startNatsServer();
  const database = await createTestDatabase(servers, 'identity');
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'cv-identity-media-'));
  const config = loadIdentityConfig({
    NATS_URL: nats.url, PGHOST: servers.pg.host, PGPORT: String(servers.pg.port), PGUSER: servers.pg.user,
    PGPASSWORD: servers.pg.password, PGDATABASE: database.name, MEDIA_DIR: mediaDir, HEALTH_PORT: '0',
    ADMIN_PASSWORD: 'admin-test-password', ...env,
  });
  const logger = createLogger('identity-test', 'silent');
  const app: INestMicroservice = await NestFactory.createMicroservice(AppModule.register(config, logger), {
    ...natsServerOptions('identity', nats.url),
    logger: false,
  });
  await app.listen();
  await app.get(EventBus).ready();

  const client = new ServiceClient('identity', ClientProxyFactory.create({ transport: Transport.NATS, options: natsClientOptions('identity-test', nats.url) }), 5000);
  const db = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
  await db.connect();

  return {
    client,
    db,
    mediaDir,
    call: (pattern, data, actor = null) => client.send(pattern, actor, data),
    close: async () => {
      await client.close();
      await db.end();
      await app.close();
      await nats.dispose();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Resolves to the RpcError body a failing call produced. */
export async function rpcFailure(promise: Promise<unknown>): Promise<{ status: number; message: string; extra?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { status: number; message: string; extra?: Record<string, unknown> };
    return { status: failure.status, message: failure.message, extra: failure.extra };
  }
  throw new Error('expected the call to fail');
}
