import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICES } from '@cannaverse/contracts';
import { connectNats, createMediaStore, MEDIA_STORE, ServiceClientsModule, type Logger } from '@cannaverse/platform';
import type { GatewayConfig } from './config.js';
import { NATS_CONNECTION, REDIS } from './infrastructure.js';
import { LoginRateLimiter } from './security/login-rate-limiter.js';
import { AccountsController } from './routes/accounts/accounts.controller.js';
import { UsersController } from './routes/users/users.controller.js';
import { ProfileComposer } from './routes/users/profile-composer.js';
import { MembershipController } from './routes/membership/membership.controller.js';
import { NewsletterController } from './routes/newsletter/newsletter.controller.js';
import { UploadController } from './routes/media/upload.controller.js';
import { MediaController } from './routes/media/media.controller.js';
import { UploadService } from './routes/media/upload.service.js';
import { HealthController } from './routes/health/health.controller.js';
import { PostsController } from './routes/posts/posts.controller.js';
import { FollowsController } from './routes/follows/follows.controller.js';
import { StatsController } from './routes/stats/stats.controller.js';
import { TopicsController } from './routes/topics/topics.controller.js';

@Injectable()
class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(NATS_CONNECTION) private readonly nats: NatsConnection) {}
  async onApplicationShutdown() {
    this.redis.disconnect();
    await this.nats.close().catch(() => undefined);
  }
}

/** The gateway: HTTP in, NATS out. No business rules live here. */
@Module({})
export class AppModule {
  static register(config: GatewayConfig, logger: Logger, redis: Redis): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceClientsModule.register({ clientName: 'gateway', natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, services: [...SERVICES] }),
      ],
      controllers: [
        AccountsController, UsersController, MembershipController, NewsletterController,
        UploadController, MediaController, HealthController,
        PostsController, FollowsController, StatsController, TopicsController,
      ],
      providers: [
        { provide: REDIS, useValue: redis },
        { provide: NATS_CONNECTION, useFactory: () => connectNats(config.NATS_URL, 'gateway-health') },
        { provide: MEDIA_STORE, useValue: createMediaStore(config) },
        {
          provide: LoginRateLimiter,
          useFactory: () => new LoginRateLimiter(redis, {
            maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
            maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
            windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
          }, `${config.REDIS_KEY_PREFIX}:login`),
        },
        { provide: 'LOGGER', useValue: logger },
        UploadService, ProfileComposer, ConnectionsLifecycle,
      ],
    };
  }
}
