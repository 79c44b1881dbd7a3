import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, natsAuth, SERVICE_CONFIG } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { LIVE_NATS } from './tokens.js';

@Injectable()
class InfraLifecycle implements OnApplicationShutdown {
  constructor(@Inject(LIVE_NATS) private readonly nats: NatsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.nats.drain().catch(() => undefined);
  }
}

const liveNats = {
  provide: LIVE_NATS,
  useFactory: (config: StreamingConfig) => connectNats(config.NATS_URL, 'streaming-live-bus', natsAuth(config, 'streaming')),
  inject: [SERVICE_CONFIG],
};

/** The live bus's NATS connection, for every feature of the service (config, logger and Redis: the kit's runtime context). */
@Global()
@Module({
  providers: [liveNats, InfraLifecycle],
  exports: [LIVE_NATS],
})
export class StreamingInfraModule {}
