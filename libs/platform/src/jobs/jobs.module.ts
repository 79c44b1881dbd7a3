import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { Queue, Worker, type Processor } from 'bullmq';
import type { Logger } from 'pino';
import { queuePrefixFor, type JobsConfig } from './jobs.config.js';
import { createRedisConnection, type RedisRole } from '../redis/redis-connection.js';
import { RUNTIME_CONTEXT } from '../runtime/runtime-tokens.js';
import { onMetricsScrape, queueDepth } from '../observability/metrics.js';

export interface JobsOptions {
  redisUrl: string;
  /** The service's Redis key prefix (`<namespace>:<database>`, redis-keys.ts): every queue of the service lives under it. */
  prefix: string;
  logger: Logger;
}

export const JOBS_OPTIONS = 'JOBS_OPTIONS';

/** A queue with the Redis connection it owns; `close` releases both. */
export interface JobQueue<TData> {
  queue: Queue<TData>;
  close(): Promise<void>;
}

/** A worker with the Redis connection it owns; `close` lets running jobs finish first. */
export interface JobWorker<TData, TResult> {
  worker: Worker<TData, TResult>;
  close(): Promise<void>;
}

/**
 * Makes the service's BullMQ queues and workers, each with its own Redis connection of the right
 * kind and the service's prefix, so a feature never builds a connection or a prefix itself.
 */
@Injectable()
export class JobQueues {
  constructor(@Inject(JOBS_OPTIONS) readonly options: JobsOptions) {}

  queue<TData>(name: string, role: RedisRole = 'producer'): JobQueue<TData> {
    const connection = createRedisConnection(this.options.redisUrl, role);
    const queue = new Queue<TData>(name, { connection, prefix: this.options.prefix });
    // Queue depth for Prometheus, read when it scrapes (a few Redis commands, not per job).
    const stopMetrics = onMetricsScrape(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      for (const [state, count] of Object.entries(counts)) queueDepth.set({ queue: name, state }, count);
    });
    return {
      queue,
      close: async () => {
        stopMetrics();
        await queue.close();
        connection.disconnect();
      },
    };
  }

  worker<TData, TResult>(name: string, processor: Processor<TData, TResult>, concurrency: number): JobWorker<TData, TResult> {
    const connection = createRedisConnection(this.options.redisUrl, 'worker');
    const worker = new Worker<TData, TResult>(name, processor, { connection, prefix: this.options.prefix, concurrency });
    // Without a listener an 'error' event (Redis gone) would crash the process; the worker reconnects.
    worker.on('error', (error) => this.options.logger.warn({ err: error, queue: name }, 'job worker error'));
    return {
      worker,
      close: async () => {
        await worker.close();
        connection.disconnect();
      },
    };
  }
}

/**
 * BullMQ for one service; features inject `JobQueues`. A service asks serviceModule for it
 * (`jobs: true`), which builds it from the runtime context; `forService(options)` is the same
 * module for a test without one.
 */
@Module({})
export class JobsModule {
  static forService(options?: { service: string; config: JobsConfig; logger: Logger }): DynamicModule {
    const jobsOptions = (context: { service: string; config: JobsConfig; logger: Logger }): JobsOptions =>
      ({ redisUrl: context.config.REDIS_URL, prefix: queuePrefixFor(context.service, context.config), logger: context.logger });
    return {
      module: JobsModule,
      global: true,
      providers: [
        options ? { provide: JOBS_OPTIONS, useValue: jobsOptions(options) } : { provide: JOBS_OPTIONS, useFactory: jobsOptions, inject: [RUNTIME_CONTEXT] },
        JobQueues,
      ],
      exports: [JOBS_OPTIONS, JobQueues],
    };
  }
}
