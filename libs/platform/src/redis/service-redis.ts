import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RuntimeContext } from '../runtime/runtime-context.js';
import { RUNTIME_CONTEXT } from '../runtime/runtime-tokens.js';
import { createRedisConnection, type RedisRole } from './redis-connection.js';
import { redisKeyPrefix, type RedisPrefixConfig } from './redis-keys.js';

/**
 * The service's Redis: one shared client per connection role, made on first use (a service that
 * never touches Redis opens no connection) and closed at shutdown, and the service's key prefix
 * (redis-keys.ts). Provided by RuntimeContextModule; features inject it and never build a client.
 * BullMQ's queues and workers, which each need a connection of their own, come from JobQueues.
 */
@Injectable()
export class ServiceRedis implements OnApplicationShutdown {
  /** `<namespace>:<database>` (`<namespace>` for the gateway): every key of the service starts with it. */
  readonly prefix: string;
  private readonly clients = new Map<RedisRole, Redis>();

  constructor(@Inject(RUNTIME_CONTEXT) private readonly context: RuntimeContext) {
    this.prefix = redisKeyPrefix(context.service, context.config as RedisPrefixConfig);
  }

  /** The shared client of this role: `commands` (a few retries) unless a caller must fail fast (`producer`). */
  client(role: Exclude<RedisRole, 'worker'> = 'commands'): Redis {
    let client = this.clients.get(role);
    if (!client) {
      client = createRedisConnection(this.context.config.REDIS_URL, role);
      this.clients.set(role, client);
    }
    return client;
  }

  /** A key of this service: `key('login')` is `<prefix>:login`. */
  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  onApplicationShutdown(): void {
    for (const client of this.clients.values()) client.disconnect();
    this.clients.clear();
  }
}
