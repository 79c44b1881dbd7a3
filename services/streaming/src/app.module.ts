import { Module, type DynamicModule } from '@nestjs/common';
import {
  CreateMemberHides1765820000001, CreateSuspendedMembers1765800000000, CreateUserCards1763850000000, MemberHidesModule, serviceModule, SuspendedMembersModule, UserCardsModule,
  type Logger,
} from '@cannaverse/platform';
import { SuspensionsModule } from './suspensions/suspensions.module.js';
import { MediaStoreModule } from '@cannaverse/platform/media';
import type { StreamingConfig } from './config.js';
import { StreamingInfraModule } from './common/streaming-infra.module.js';
import { CreateLiveStreams1765000000000 } from './migrations/1765000000000-create-live-streams.js';
import { TrackIngestPublisher1765500000001 } from './migrations/1765500000001-track-ingest-publisher.js';
import { RecentStreamsThatAired1765600000000 } from './migrations/1765600000000-recent-streams-that-aired.js';
import { AddStreamRecordings1765600001000 } from './migrations/1765600001000-add-stream-recordings.js';
import { IndexChatRestrictions1765600002001 } from './migrations/1765600002001-index-chat-restrictions.js';
import { RestorableChatRemovals1765810000000 } from './migrations/1765810000000-restorable-chat-removals.js';
import { LivestreamsModule } from './livestreams/livestreams.module.js';
import { LiveChatModule } from './live-chat/live-chat.module.js';
import { LiveChannelModule } from './live-channel/live-channel.module.js';
import { IngestModule } from './ingest/ingest.module.js';
import { RecordingsModule } from './recordings/recordings.module.js';
import { ReportTargetsModule } from './report-targets/report-targets.module.js';
import { MemberExportModule } from './member-export/member-export.module.js';
import { MemberExportIndexes1765840000003 } from './migrations/1765840000003-member-export-indexes.js';

import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { IndexForAccountErasure1765830000004 } from './migrations/1765830000004-index-for-account-erasure.js';
/**
 * The streaming service: live streams (REST over NATS), the live channel (WebSockets the gateway
 * forwards, fanned out between replicas over NATS, presence in Redis), chat and its moderation,
 * the RTMP ingest's callbacks, and the streams' recordings (media store, BullMQ). Ops scale it on its own (docs/decisions.md, Live streams).
 */
@Module({})
export class AppModule {
  static register(config: StreamingConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'streaming',
      config,
      logger,
      jobs: true,
      migrations: [CreateUserCards1763850000000, CreateLiveStreams1765000000000, TrackIngestPublisher1765500000001, RecentStreamsThatAired1765600000000, AddStreamRecordings1765600001000, IndexChatRestrictions1765600002001,
        CreateSuspendedMembers1765800000000, RestorableChatRemovals1765810000000, CreateMemberHides1765820000001, IndexForAccountErasure1765830000004, MemberExportIndexes1765840000003],
      imports: [
        // A page of this service's part of a member's data export (identity's job asks; issue 25).
        MemberExportModule,
        StreamingInfraModule,
        MediaStoreModule.forRoot(config),
        UserCardsModule, SuspendedMembersModule, SuspensionsModule, LivestreamsModule, LiveChatModule, LiveChannelModule, IngestModule, RecordingsModule, ReportTargetsModule, MemberHidesModule,
        AccountErasureModule,
      ],
    });
  }
}
