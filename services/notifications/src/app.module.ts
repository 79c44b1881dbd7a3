import { Module, type DynamicModule } from '@nestjs/common';
import { CreateUserCards1763850000000, serviceModule, UserCardsModule, type Logger } from '@cannaverse/platform';
import type { NotificationsConfig } from './config.js';
import { CreateNotificationsTables1765730000000 } from './migrations/1765730000000-create-notifications-tables.js';
import { IndexForAccountErasure1765830000006 } from './migrations/1765830000006-index-for-account-erasure.js';
import { NotificationsBlocksAndAccountNotices1765860000000 } from './migrations/1765860000000-notifications-blocks-and-account-notices.js';
import { AppealNotices1765870000000 } from './migrations/1765870000000-appeal-notices.js';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { EventSourcesModule } from './event-sources/event-sources.module.js';
import { MemberExportModule } from './member-export/member-export.module.js';

/**
 * The notifications service: turns the events other services publish (likes, comments, posts,
 * follows, streams going live) into grouped notifications per member, and keeps each member's
 * settings. What it needs from elsewhere (cards, the follow graph, post excerpts) arrives as
 * events; it never reads another service's database.
 */
@Module({})
export class AppModule {
  static register(config: NotificationsConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'notifications',
      config,
      logger,
      migrations: [CreateUserCards1763850000000, CreateNotificationsTables1765730000000, IndexForAccountErasure1765830000006, NotificationsBlocksAndAccountNotices1765860000000, AppealNotices1765870000000],
      imports: [MemberExportModule, UserCardsModule, SettingsModule, NotificationsModule, EventSourcesModule, AccountErasureModule],
    });
  }
}
