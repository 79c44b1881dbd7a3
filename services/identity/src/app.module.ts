import { Module, type DynamicModule } from '@nestjs/common';
import { CreateSuspendedMembers1765800000000, natsAuth, serviceModule, ServiceClientsModule, SuspendedMembersModule, type Logger } from '@cannaverse/platform';
import { MediaStoreModule } from '@cannaverse/platform/media';
import type { IdentityConfig } from './config.js';
import { CreateIdentityTables1763900000000 } from './migrations/1763900000000-create-identity-tables.js';
import { CountMembers1764900000002 } from './migrations/1764900000002-count-members.js';
import { ShardRowCounters1765500000000 } from './migrations/1765500000000-shard-row-counters.js';
import { AccountSettings1765720000000 } from './migrations/1765720000000-account-settings.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { AccountDeletion1765830000001 } from './migrations/1765830000001-account-deletion.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { StatsModule } from './stats/stats.module.js';
import { MemberExports1765840000000 } from './migrations/1765840000000-member-exports.js';
import { MemberExportModule } from './member-export/member-export.module.js';
import { EXPORTING_SERVICES } from './member-export/member-export.service.js';

/** Identity: accounts, profiles, memberships, newsletter subscribers, and the member count for the admin dashboard. */
@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'identity',
      config,
      logger,
      migrations: [CreateIdentityTables1763900000000, CountMembers1764900000002, ShardRowCounters1765500000000, AccountSettings1765720000000, CreateSuspendedMembers1765800000000,
        AccountDeletion1765830000001, MemberExports1765840000000,
      ],
      // The data export's job (issue 25).
      jobs: true,
      imports: [
        MediaStoreModule.forRoot(config),
        // Moderation's suspensions, from its events: a suspended member's sign-in is refused (issue 24).
        SuspendedMembersModule,
        AccountsModule, ProfilesModule, MembershipModule, NewsletterModule, StatsModule, AccountErasureModule,
        // The data export asks every service for its part (its NATS user may send only those requests).
        ServiceClientsModule.register({
          clientName: 'identity', natsUrl: config.NATS_URL, auth: natsAuth(config, 'identity'), timeoutMs: config.RPC_TIMEOUT_MS, services: EXPORTING_SERVICES,
        }),
        MemberExportModule,
      ],
    });
  }
}
