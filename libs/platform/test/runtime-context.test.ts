import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  commonConfigSchema, createLogger, InjectConfig, InjectLogger, JobQueues, JobsModule, jobsConfigSchema, loadConfig, queuePrefixFor, redisKeyPrefix,
  RuntimeContextModule, ServiceRedis, type CommonConfig, type Logger,
} from '../src/index.js';
import { getTestServers, uniqueTestName } from '../src/testing/index.js';

/** A feature's provider as a service writes one: everything from the runtime context, nothing built by hand. */
@Injectable()
class Feature {
  constructor(@InjectConfig() readonly config: CommonConfig & { EXTRA: string }, @InjectLogger() readonly logger: Logger, readonly redis: ServiceRedis) {}
}

@Module({ providers: [Feature] })
class FeatureModule {}

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });

async function appWith(env: NodeJS.ProcessEnv, service: 'content' | 'gateway' = 'content'): Promise<INestApplicationContext> {
  const config = { ...loadConfig(commonConfigSchema, env), EXTRA: 'x' };
  @Module({ imports: [RuntimeContextModule.forService({ service, config, logger: createLogger(service, 'info', sink) }), JobsModule.forService(), FeatureModule] })
  class TestApp {}
  return NestFactory.createApplicationContext(TestApp, { logger: false });
}

describe('RuntimeContextModule', () => {
  let app: INestApplicationContext;
  const database = uniqueTestName('test_runtime');

  beforeAll(async () => {
    app = await appWith({ REDIS_URL: (await getTestServers()).redisUrl, PGDATABASE: database, REDIS_PREFIX: 'cv-test' });
  });
  afterAll(async () => {
    await app.get(Feature).redis.client().del(app.get(Feature).redis.key('probe'));
    await app.close();
  });

  it('hands every feature the service config, with the type the feature names', () => {
    expect(app.get(Feature).config).toMatchObject({ EXTRA: 'x', REDIS_PREFIX: 'cv-test', PGDATABASE: database });
  });

  it('hands every feature the one logger, named after the service', () => {
    lines.length = 0;
    const { logger } = app.get(Feature);
    // A line about a request names it (request-ids.test.ts: the id reaches the handler's RpcRequest).
    logger.child({ component: 'feature' }).info({ requestId: 'req-12345678' }, 'inside a request');
    logger.info('outside any request');
    expect(lines).toEqual([
      expect.objectContaining({ service: 'content', component: 'feature', requestId: 'req-12345678', msg: 'inside a request' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('hands every feature one Redis client under the service key prefix', async () => {
    const { redis } = app.get(Feature);
    expect(redis.prefix).toBe(`cv-test:${database}`);
    expect(redis.key('live', 'viewers')).toBe(`cv-test:${database}:live:viewers`);
    expect(redis.client()).toBe(redis.client());
    await redis.client().set(redis.key('probe'), '1', 'EX', 60);
    expect(await redis.client().get(`cv-test:${database}:probe`)).toBe('1');
  });

  it('puts the service queues (JobsModule without options) under the same prefix, with the same logger', () => {
    const jobs = app.get(JobQueues);
    expect(jobs.options.prefix).toBe(app.get(Feature).redis.prefix);
    expect(jobs.options.logger).toBe(app.get(Feature).logger);
  });
});

describe('the Redis key-prefix rule', () => {
  const config = (env: NodeJS.ProcessEnv) => loadConfig(commonConfigSchema.concat(jobsConfigSchema), env);

  it('puts every key of a service under <REDIS_PREFIX>:<its database>, and the gateway (no database) under <REDIS_PREFIX>', () => {
    expect(redisKeyPrefix('streaming', config({}))).toBe('cv:cannaverse_streaming');
    expect(redisKeyPrefix('social', config({ REDIS_PREFIX: 'e2e-7', DB_NAME_PREFIX: 'e2e' }))).toBe('e2e-7:e2e_social');
    expect(redisKeyPrefix('gateway', config({ REDIS_PREFIX: 'e2e-7' }))).toBe('e2e-7');
    expect(queuePrefixFor('content', config({ REDIS_PREFIX: 'e2e-7', PGDATABASE: 'test_content_x' }))).toBe('e2e-7:test_content_x');
  });

  it('still reads the older per-service names where an environment sets them', () => {
    expect(queuePrefixFor('social', config({ REDIS_PREFIX: 'new', BULLMQ_PREFIX: 'old' }))).toBe('old:cannaverse_social');
    expect(redisKeyPrefix('streaming', { ...config({}), LIVE_REDIS_PREFIX: 'old' })).toBe('old:cannaverse_streaming');
    expect(redisKeyPrefix('gateway', { ...config({}), REDIS_KEY_PREFIX: 'old' })).toBe('old');
    // Each older name only for the keys it used to name: streaming's queues did not follow LIVE_REDIS_PREFIX.
    const streaming = { ...config({ REDIS_PREFIX: 'new' }), LIVE_REDIS_PREFIX: 'live-old' };
    expect(redisKeyPrefix('streaming', streaming, 'LIVE_REDIS_PREFIX')).toBe('live-old:cannaverse_streaming');
    expect(queuePrefixFor('streaming', streaming)).toBe('new:cannaverse_streaming');
  });

  it('refuses a prefix that could break a key pattern', () => {
    expect(() => commonConfigSchema.validateSync({ REDIS_PREFIX: 'cv*' })).toThrow('REDIS_PREFIX may only contain letters, digits, _ : -');
  });
});
