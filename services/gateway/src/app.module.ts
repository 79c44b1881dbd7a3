import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICES } from '@cannaverse/contracts';
import { connectNats, natsAuth, RuntimeContextModule, ServiceClientsModule, ServiceRedis, type Logger } from '@cannaverse/platform';
import { MediaStoreModule } from '@cannaverse/platform/media';
import type { GatewayConfig } from './config.js';
import { NATS_CONNECTION } from './infrastructure.js';
import { LoginRateLimiter } from './security/login-rate-limiter.js';
import { effectiveWriteLimits, WriteLimitGuard, WriteRateLimiter } from './security/write-limits.js';
import { NewAccountGuard, NewAccountLimiter } from './security/new-account-limits.js';
import { DeviceCookies } from './security/device-cookie.js';
import { MemberSessions } from './session/member-sessions.js';
import { RecentSessions } from './session/recent-sessions.js';
import { AccountSettingsController } from './routes/accounts/account-settings.controller.js';
import { AccountDeletionController } from './routes/accounts/account-deletion.controller.js';
import { MemberExportController } from './routes/member-export/member-export.controller.js';
import { AccountsController } from './routes/accounts/accounts.controller.js';
import { ProfilesController } from './routes/profiles/profiles.controller.js';
import { ProfileComposer } from './routes/profiles/profile-composer.js';
import { MemberStatsController } from './routes/profiles/member-stats.controller.js';
import { UsersByUsernameController } from './routes/profiles/users-by-username.controller.js';
import { MembershipController } from './routes/membership/membership.controller.js';
import { NewsletterController } from './routes/newsletter/newsletter.controller.js';
import { UploadController } from './routes/media/upload.controller.js';
import { MediaController } from './routes/media/media.controller.js';
import { UploadService } from './routes/media/upload.service.js';
import { HealthController } from './routes/health/health.controller.js';
import { HealthService } from './routes/health/health.service.js';
import { PostsController } from './routes/posts/posts.controller.js';
import { FollowsController } from './routes/follows/follows.controller.js';
import { TrendingTopicsController } from './routes/trending-topics/trending-topics.controller.js';
import { MessagesController } from './routes/messages/messages.controller.js';
import { BlocksController } from './routes/blocks/blocks.controller.js';
import { NotificationsController } from './routes/notifications/notifications.controller.js';
import { LiveUpdatesController } from './routes/live-updates/live-updates.controller.js';
import { LiveUpdatesHub } from './routes/live-updates/live-updates.hub.js';
import { AdminMessagesController } from './routes/admin-messages/admin-messages.controller.js';
import { CommunityReportsController } from './routes/community-reports/community-reports.controller.js';
import { SuspensionsController } from './routes/suspensions/suspensions.controller.js';
import { AppealsController } from './routes/appeals/appeals.controller.js';
import { AdminDashboardController } from './routes/admin-dashboard/admin-dashboard.controller.js';
import { DashboardComposer } from './routes/admin-dashboard/dashboard-composer.js';
import { LivestreamsController } from './routes/livestreams/livestreams.controller.js';
import { PlaybackSigner } from './routes/livestreams/playback-signature.js';
import { SearchController } from './routes/search/search.controller.js';
import { SearchComposer } from './routes/search/search-composer.js';
import { StrainsController } from './routes/strains/strains.controller.js';
import { AdsController } from './routes/ads/ads.controller.js';
import { CommunityController } from './routes/community/community.controller.js';
import { GrowGuidesController } from './routes/grow-guides/grow-guides.controller.js';
import { GrowGuideImagesController } from './routes/grow-guides/grow-guide-images.controller.js';
import { StrainStoriesController } from './routes/strain-stories/strain-stories.controller.js';

@Injectable()
class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nats: NatsConnection) {}
  async onApplicationShutdown() {
    await this.nats.close().catch(() => undefined);
  }
}

/**
 * The gateway: HTTP in, NATS out. No business rules live here. Its config, logger and Redis are the
 * kit's runtime context, as in every service (@InjectConfig, @InjectLogger, ServiceRedis).
 */
@Module({})
export class AppModule {
  static register(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeContextModule.forService({ service: 'gateway', config, logger }),
        ServiceClientsModule.register({ clientName: 'gateway', natsUrl: config.NATS_URL, auth: natsAuth(config, 'gateway'), timeoutMs: config.RPC_TIMEOUT_MS, services: [...SERVICES] }),
        MediaStoreModule.forRoot(config),
      ],
      controllers: [
        AccountsController, AccountSettingsController, AccountDeletionController, MemberExportController, UsersByUsernameController, ProfilesController, MemberStatsController, MembershipController,
        NewsletterController,
        UploadController, MediaController, HealthController,
        PostsController, FollowsController, TrendingTopicsController,
        MessagesController, BlocksController, NotificationsController, LiveUpdatesController, AdminMessagesController, CommunityReportsController, SuspensionsController, AppealsController,
        AdminDashboardController,
        LivestreamsController,
        StrainsController, AdsController, CommunityController, SearchController,
        GrowGuidesController, GrowGuideImagesController, StrainStoriesController,
      ],
      providers: [
        { provide: NATS_CONNECTION, useFactory: () => connectNats(config.NATS_URL, 'gateway-health', natsAuth(config, 'gateway')) },
        {
          provide: LoginRateLimiter,
          inject: [ServiceRedis],
          useFactory: (redis: ServiceRedis) => new LoginRateLimiter(redis.client(), {
            maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
            maxPerAccountTotal: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL,
            maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
            maxPerDevice: config.LOGIN_MAX_FAILURES_PER_DEVICE,
            slowdownAfter: config.LOGIN_SLOWDOWN_AFTER_FAILURES,
            slowdownBaseSeconds: config.LOGIN_SLOWDOWN_BASE_SECONDS,
            windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
          }, redis.key('login')),
        },
        {
          provide: WriteRateLimiter,
          inject: [ServiceRedis],
          useFactory: (redis: ServiceRedis) => new WriteRateLimiter(redis.client(), effectiveWriteLimits(config.RATE_LIMITS, config.RATE_LIMITS_FACTOR), redis.key('writes')),
        },
        WriteLimitGuard,
        {
          provide: NewAccountLimiter,
          inject: [ServiceRedis],
          useFactory: (redis: ServiceRedis) => new NewAccountLimiter(redis.client(), config.RATE_LIMITS_FACTOR, redis.key('new-accounts')),
        },
        NewAccountGuard,
        {
          provide: RecentSessions,
          inject: [ServiceRedis],
          // Its own connection for the channel: a subscribed connection runs no other command.
          useFactory: (redis: ServiceRedis) => new RecentSessions(redis.client(), redis.client().duplicate({ enableAutoPipelining: false }), redis.key('sessions-changed')),
        },
        {
          provide: MemberSessions,
          inject: [ServiceRedis, RecentSessions],
          useFactory: (redis: ServiceRedis, recent: RecentSessions) => new MemberSessions(
            redis.client(), `${redis.key('sess')}:`, redis.key('member-sessions'), Date.now, (sessionIds) => recent.announce(sessionIds),
          ),
        },
        { provide: DeviceCookies, useFactory: () => new DeviceCookies(config.SESSION_SECRET, config.PUBLIC_ORIGIN?.startsWith('https:') ?? false) },
        { provide: PlaybackSigner, useFactory: () => new PlaybackSigner(config.LIVE_CHANNEL_SECRET) },
        UploadService, ProfileComposer, DashboardComposer, SearchComposer, HealthService, ConnectionsLifecycle, LiveUpdatesHub,
      ],
    };
  }
}
