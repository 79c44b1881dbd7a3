import 'reflect-metadata';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { ReadinessChecks, ReadinessModule, serviceModule, serviceReadiness, startHealthServer } from '../src/index.js';

/** Only what readiness asks of the database: SELECT 1 answers, or throws. */
const database = (up: boolean) => ({ query: async () => { if (!up) throw new Error('down'); return [{ '?column?': 1 }]; } }) as unknown as DataSource;

describe('readiness (issue 21: a replica cut off from NATS or Redis is not ready)', () => {
  it('is the database alone for a service that adds no checks', async () => {
    expect(await serviceReadiness('content', database(true), null)).toEqual({ service: 'content', status: 'up', database: 'up' });
    expect(await serviceReadiness('content', database(false), null)).toEqual({ service: 'content', status: 'down', database: 'down' });
  });

  it('includes each added check: one that fails, throws or hangs past a second makes the service not ready', async () => {
    const checks = new ReadinessChecks();
    let natsUp = true;
    checks.add('nats', () => natsUp);
    checks.add('redis', async () => true);
    expect(await serviceReadiness('streaming', database(true), checks)).toEqual({ service: 'streaming', status: 'up', database: 'up', nats: 'up', redis: 'up' });
    natsUp = false;
    expect(await serviceReadiness('streaming', database(true), checks)).toMatchObject({ status: 'down', nats: 'down', redis: 'up' });
    natsUp = true;
    checks.add('redis', async () => { throw new Error('ECONNREFUSED'); });
    expect(await serviceReadiness('streaming', database(true), checks)).toMatchObject({ status: 'down', redis: 'down' });
    checks.add('redis', () => new Promise<boolean>(() => undefined));
    const started = Date.now();
    expect(await serviceReadiness('streaming', database(true), checks)).toMatchObject({ status: 'down', redis: 'down' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers 503 on GET /health while not ready', async () => {
    const checks = new ReadinessChecks();
    let up = false;
    checks.add('nats', () => up);
    const server = await startHealthServer(0, '127.0.0.1', () => serviceReadiness('streaming', database(true), checks));
    try {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/health`;
      const down = await fetch(url);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'down', nats: 'down' });
      up = true;
      expect((await fetch(url)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('is one global ReadinessChecks per service (serviceModule imports ReadinessModule): empty by default, each feature adds to it', async () => {
    @Injectable()
    class NatsCheck implements OnModuleInit {
      constructor(private readonly readiness: ReadinessChecks) {}
      onModuleInit(): void {
        this.readiness.add('nats', () => true);
      }
    }
    @Module({ providers: [NatsCheck] })
    class FeatureModule {}
    @Module({})
    class EmptyApp {}
    @Module({ imports: [ReadinessModule, FeatureModule] })
    class App {}

    const empty = await NestFactory.createApplicationContext({ module: EmptyApp, imports: [ReadinessModule] }, { logger: false });
    expect(await empty.get(ReadinessChecks).run()).toEqual({});
    await empty.close();
    const app = await NestFactory.createApplicationContext(App, { logger: false });
    expect(await app.get(ReadinessChecks).run()).toEqual({ nats: 'up' });
    await app.close();

    @Module({})
    class SomeService {}
    const module = serviceModule(SomeService, { service: 'content', config: {} as never, logger: {} as never, migrations: [] });
    expect(module.imports).toContain(ReadinessModule);
  });
});
