import { Global, Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, natsAuth, ReadinessChecks, SERVICE_CONFIG, ServiceRedis } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { LIVE_NATS } from './tokens.js';

@Injectable()
class InfraLifecycle implements OnModuleInit, OnApplicationShutdown {
  /** The service's shared Redis client (the kit's ServiceRedis closes it at shutdown). */
  private readonly redis: Redis;

  constructor(
    serviceRedis: ServiceRedis,
    @Inject(LIVE_NATS) private readonly nats: NatsConnection,
    private readonly readiness: ReadinessChecks,
  ) {
    this.redis = serviceRedis.client();
  }

  /** Presence, slow mode and rate limits live in Redis: a replica without it is not ready (the live bus adds NATS). */
  onModuleInit(): void {
    this.readiness.add('redis', async () => this.redis.status === 'ready' && (await this.redis.ping()) === 'PONG');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nats.drain().catch(() => undefined);
  }
}

const liveNats = {
  provide: LIVE_NATS,
  useFactory: (config: StreamingConfig) => connectNats(config.NATS_URL, 'streaming-live-bus', natsAuth(config, 'streaming')),
  inject: [SERVICE_CONFIG],
};

/**
 * The live bus's NATS connection for every feature of the service, and the replica's Redis check
 * added to the kit's one ReadinessChecks (config, logger, Redis and ReadinessChecks: the kit's
 * runtime context and ReadinessModule).
 */
@Global()
@Module({
  providers: [liveNats, InfraLifecycle],
  exports: [LIVE_NATS],
})
export class StreamingInfraModule {}
