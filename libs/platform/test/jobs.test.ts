import 'reflect-metadata';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import {
  commonConfigSchema, createLogger, createRedisConnection, JobQueues, jobsConfigSchema, JobsModule, loadConfig, queuePrefixFor,
} from '../src/index.js';
import { getTestServers, uniqueTestName, waitFor } from '../src/testing/index.js';

const schema = commonConfigSchema.concat(jobsConfigSchema);

describe('jobs config', () => {
  it('puts the service database in the queue prefix, so stacks sharing a Redis never share a queue', () => {
    expect(queuePrefixFor('social', schema.validateSync({}))).toBe('cv:cannaverse_social');
    expect(queuePrefixFor('social', schema.validateSync({ BULLMQ_PREFIX: 'ci:7', DB_NAME_PREFIX: 'e2e' }))).toBe('ci:7:e2e_social');
    expect(queuePrefixFor('content', schema.validateSync({ PGDATABASE: 'test_content_x' }))).toBe('cv:test_content_x');
  });

  it('refuses a prefix that could break Redis key patterns', () => {
    expect(() => schema.validateSync({ BULLMQ_PREFIX: 'cv*' })).toThrow('BULLMQ_PREFIX may only contain letters, digits, _ : -');
    expect(() => schema.validateSync({ BULLMQ_PREFIX: 'my prefix' })).toThrow(/BULLMQ_PREFIX/);
    expect(loadConfig(schema, { BULLMQ_PREFIX: 'ok_prefix-1:a' }).BULLMQ_PREFIX).toBe('ok_prefix-1:a');
  });
});

describe('JobsModule', () => {
  let app: INestApplicationContext;
  let redisUrl: string;
  const database = uniqueTestName('test_jobs');

  beforeAll(async () => {
    redisUrl = (await getTestServers()).redisUrl;
    const config = schema.validateSync({ REDIS_URL: redisUrl, PGDATABASE: database, BULLMQ_PREFIX: 'cv-test' });
    @Module({ imports: [JobsModule.forService({ service: 'social', config, logger: createLogger('jobs-test', 'silent') })] })
    class TestModule {}
    app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`cv-test:${database}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await app?.close();
  });

  it('runs a job through a queue and a worker of the service, under its prefix', async () => {
    const jobs = app.get(JobQueues);
    expect(jobs.options.prefix).toBe(`cv-test:${database}`);
    const seen: number[] = [];
    const { queue, close: closeQueue } = jobs.queue<{ n: number }>('kit-test');
    const { close: closeWorker } = jobs.worker<{ n: number }, number>('kit-test', async (job) => {
      seen.push(job.data.n);
      return job.data.n * 2;
    }, 1);
    try {
      const job = await queue.add('double', { n: 21 });
      await waitFor(async () => (await job.isCompleted()), 10_000, 50);
      expect(seen).toEqual([21]);
      const redis = new Redis(redisUrl);
      expect((await redis.keys(`cv-test:${database}:kit-test:*`)).length).toBeGreaterThan(0);
      redis.disconnect();
    } finally {
      await closeWorker();
      await closeQueue();
    }
  });

  it('a producer connection fails fast while Redis is unreachable instead of queueing in memory', async () => {
    const producer = createRedisConnection('redis://127.0.0.1:1', 'producer');
    producer.on('error', () => undefined);
    const started = Date.now();
    await expect(producer.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    producer.disconnect();
  });
});
