import { Module, type DynamicModule } from '@nestjs/common';
import { CreateUserCards1763850000000, natsAuth, serviceModule, ServiceClientsModule, UserCardsModule, type Logger } from '@cannaverse/platform';
import type { ModerationConfig } from './config.js';
import { CreateModerationTables1764900000000 } from './migrations/1764900000000-create-moderation-tables.js';
import { CountMessagesAndReports1764900000001 } from './migrations/1764900000001-count-messages-and-reports.js';
import { ShardRowCounters1765500000000 } from './migrations/1765500000000-shard-row-counters.js';
import { IndexUserCardsByUsername1765740300000 } from './migrations/1765740300000-index-user-cards-by-username.js';
import { MessageCopiesModule } from './message-copies/message-copies.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { AdminMessagesModule } from './admin-messages/admin-messages.module.js';
import { AuditModule } from './audit/audit.module.js';
import { CreateContentReports1765710000000 } from './migrations/1765710000000-create-content-reports.js';
import { CommunityRulesModule } from './community-rules/community-rules.module.js';
import { CommunityReportsModule } from './community-reports/community-reports.module.js';
import { REPORT_TARGET_SERVICES } from './community-reports/report-targets.client.js';
import { ReportQueueModule } from './report-queue/report-queue.module.js';
import { SuspensionsModule } from './suspensions/suspensions.module.js';
import { StreamEndingsModule } from './stream-endings/stream-endings.module.js';
import { CreateMemberSuspensions1765800000000 } from './migrations/1765800000000-create-member-suspensions.js';
import { CreateAppeals1765810000000 } from './migrations/1765810000000-create-appeals.js';
import { AppealsModule } from './appeals/appeals.module.js';
import { MemberExportModule } from './member-export/member-export.module.js';

import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { AccountErasureAndRetention1765830000005 } from './migrations/1765830000005-account-erasure-and-retention.js';
/**
 * The moderation service: members' reports of direct messages, the admin's message monitoring and
 * the audit log of every admin read; the community rules, reports of any content under them, the
 * one queue of those reports and the decisions on it (issue 24). Messages and members' cards arrive as events (social's
 * `social.message.*`, identity's `identity.user.*`); it never reads another service's database.
 */
@Module({})
export class AppModule {
  static register(config: ModerationConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'moderation',
      config,
      logger,
      migrations: [CreateUserCards1763850000000, CreateModerationTables1764900000000, CountMessagesAndReports1764900000001, ShardRowCounters1765500000000, CreateContentReports1765710000000,
        IndexUserCardsByUsername1765740300000, CreateMemberSuspensions1765800000000, CreateAppeals1765810000000, AccountErasureAndRetention1765830000005],
      imports: [
        // A page of this service's part of a member's data export (identity's job asks; issue 25).
        MemberExportModule,
        UserCardsModule, MessageCopiesModule, ReportsModule, AdminMessagesModule, AuditModule,
        // Asks a reported target's owning service for it (its own NATS user may send only those requests).
        ServiceClientsModule.register({
          clientName: 'moderation', natsUrl: config.NATS_URL, auth: natsAuth(config, 'moderation'), timeoutMs: config.RPC_TIMEOUT_MS, services: REPORT_TARGET_SERVICES,
        }),
        CommunityRulesModule, CommunityReportsModule, ReportQueueModule, SuspensionsModule, StreamEndingsModule, AppealsModule, AccountErasureModule,
      ],
    });
  }
}
