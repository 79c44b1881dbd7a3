import { Module, type DynamicModule } from '@nestjs/common';
import { CreateSuspendedMembers1765800000000, CreateUserCards1763850000000, serviceModule, SuspendedMembersModule, UserCardsModule, type Logger } from '@cannaverse/platform';
import { MediaStoreModule } from '@cannaverse/platform/media';
import type { SocialConfig } from './config.js';
import { CreateSocialTables1764000000000 } from './migrations/1764000000000-create-social-tables.js';
import { CreateTrendingTopics1764600000000 } from './migrations/1764600000000-create-trending-topics.js';
import { IndexLikesByUser1764700000000 } from './migrations/1764700000000-index-likes-by-user.js';
import { CreateMessages1764800000000 } from './migrations/1764800000000-create-messages.js';
import { CountPostsAndMessages1764800000001 } from './migrations/1764800000001-count-posts-and-messages.js';
import { CreatePostHashtags1764900000000 } from './migrations/1764900000000-create-post-hashtags.js';
import { RankTrendingPosts1765000000000 } from './migrations/1765000000000-rank-trending-posts.js';
import { CountMemberActivity1765000000001 } from './migrations/1765000000001-count-member-activity.js';
import { HashtagsByTime1765000000002 } from './migrations/1765000000002-hashtags-by-time.js';
import { AddPostMediaRenditions1765400000000 } from './migrations/1765400000000-add-post-media-renditions.js';
import { CreatePostUploads1765500000000 } from './migrations/1765500000000-create-post-uploads.js';
import { SearchModule } from './search/search.module.js';
import { SearchSocial1765850000000 } from './migrations/1765850000000-search-social.js';
import { SearchAtScale1765860000000 } from './migrations/1765860000000-search-at-scale.js';
import { MemberTyposByVariants1765870000000 } from './migrations/1765870000000-member-typos-by-variants.js';
import { MemberNamesByWordStarts1765880000000 } from './migrations/1765880000000-member-names-by-word-starts.js';
import { CountNewPostsAtCommit1765890000000 } from './migrations/1765890000000-count-new-posts-at-commit.js';
import { TakeMemberCountsInOrder1765900000000 } from './migrations/1765900000000-take-member-counts-in-order.js';
import { ShardRowCounters1765500000002 } from './migrations/1765500000002-shard-row-counters.js';
import { CreateMutes1765820000000 } from './migrations/1765820000000-create-mutes.js';
import { RestorableRemovals1765810000000 } from './migrations/1765810000000-restorable-removals.js';
import { PostsModule } from './posts/posts.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { LikesModule } from './likes/likes.module.js';
import { FollowsModule } from './follows/follows.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { MediaProcessingModule } from './media-processing/media-processing.module.js';
import { TrendingTopicsModule } from './trending-topics/trending-topics.module.js';
import { BlocksModule } from './blocks/blocks.module.js';
import { MutesModule } from './mutes/mutes.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { StatsModule } from './stats/stats.module.js';
import { CommunityModule } from './community/community.module.js';
import { ReportTargetsModule } from './report-targets/report-targets.module.js';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { IndexForAccountErasure1765830000002 } from './migrations/1765830000002-index-for-account-erasure.js';
import { MemberExportModule } from './member-export/member-export.module.js';
import { MemberExportIndexes1765840000001 } from './migrations/1765840000001-member-export-indexes.js';

/** Social: posts, comments, likes, follows, member stats, trending topics, direct messages, blocks, and a projection of identity's user cards. */
@Module({})
export class AppModule {
  static register(config: SocialConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'social',
      config,
      logger,
      jobs: true,
      migrations: [
        CreateUserCards1763850000000, CreateSocialTables1764000000000, CreateTrendingTopics1764600000000, IndexLikesByUser1764700000000,
        CreateMessages1764800000000, CountPostsAndMessages1764800000001,
        CreatePostHashtags1764900000000, RankTrendingPosts1765000000000, CountMemberActivity1765000000001, HashtagsByTime1765000000002,
        AddPostMediaRenditions1765400000000,
        CreatePostUploads1765500000000, ShardRowCounters1765500000002, CreateSuspendedMembers1765800000000, RestorableRemovals1765810000000, CreateMutes1765820000000,
        IndexForAccountErasure1765830000002, MemberExportIndexes1765840000001, SearchSocial1765850000000, SearchAtScale1765860000000,
        MemberTyposByVariants1765870000000, MemberNamesByWordStarts1765880000000, CountNewPostsAtCommit1765890000000, TakeMemberCountsInOrder1765900000000,
      ],
      imports: [
        // A page of this service's part of a member's data export (identity's job asks; issue 25).
        MemberExportModule,
        // A suspended member's posts and comments are hidden while it lasts (issue 24).
        MediaStoreModule.forRoot(config),
        UserCardsModule, PostsModule, CommentsModule, LikesModule, FollowsModule, ProfilesModule,
        MediaProcessingModule.register(), TrendingTopicsModule, BlocksModule, MessagesModule, StatsModule, CommunityModule, ReportTargetsModule, SearchModule, SuspendedMembersModule, MutesModule,
        AccountErasureModule,
      ],
    });
  }
}
