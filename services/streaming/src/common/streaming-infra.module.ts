import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, natsAuth, ReadinessChecks, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { LIVE_NATS, LIVE_REDIS, STREAMING_CONFIG, STREAMING_LOGGER } from './tokens.js';

@Injectable()
class InfraLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(LIVE_REDIS) private readonly redis: Redis,
    @Inject(LIVE_NATS) private readonly nats: NatsConnection,
    private readonly readiness: ReadinessChecks,
  ) {}

  /** Presence, slow mode and rate limits live in Redis: a replica without it is not ready (the live bus adds NATS). */
  onModuleInit(): void {
    this.readiness.add('redis', async () => this.redis.status === 'ready' && (await this.redis.ping()) === 'PONG');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nats.drain().catch(() => undefined);
    this.redis.disconnect();
  }
}

/** Config, logger, Redis and the live bus's NATS connection, for every feature of the service. */
@Global()
@Module({})
export class StreamingInfraModule {
  static register(config: StreamingConfig, logger: Logger): DynamicModule {
    const providers = [
      { provide: STREAMING_CONFIG, useValue: config },
      { provide: STREAMING_LOGGER, useValue: logger },
      // Few retries: a live-channel action fails fast (an error frame) rather than hanging a socket.
      { provide: LIVE_REDIS, useFactory: () => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) },
      { provide: LIVE_NATS, useFactory: () => connectNats(config.NATS_URL, 'streaming-live-bus', natsAuth(config, 'streaming')) },
    ];
    return {
      module: StreamingInfraModule,
      providers: [...providers, ReadinessChecks, InfraLifecycle],
      exports: [...providers.map((provider) => provider.provide), ReadinessChecks],
    };
  }
}
