import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, createMediaStore, DatabaseModule, EventBusModule, MEDIA_STORE, type Logger } from '@cannaverse/platform';
import type { SocialConfig } from './config.js';
import { SOCIAL_CONFIG } from './social-config.token.js';
import { UserCardEntity } from './user-cards/user-card.entity.js';
import { Post } from './posts/post.entity.js';
import { VideoDetails } from './posts/video-details.entity.js';
import { Comment } from './comments/comment.entity.js';
import { Like } from './likes/like.entity.js';
import { Follow } from './follows/follow.entity.js';
import { UserInteraction } from './interactions/user-interaction.entity.js';
import { CreateSocialTables1764000000000 } from './migrations/1764000000000-create-social-tables.js';
import { UserCardsModule } from './user-cards/user-cards.module.js';
import { PostsModule } from './posts/posts.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { LikesModule } from './likes/likes.module.js';
import { FollowsModule } from './follows/follows.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { MediaProcessingModule } from './media-processing/media-processing.module.js';
import { TrendingTopicsModule } from './trending-topics/trending-topics.module.js';
import { CreateTrendingTopics1764600000000 } from './migrations/1764600000000-create-trending-topics.js';
import { IndexLikesByUser1764700000000 } from './migrations/1764700000000-index-likes-by-user.js';

const ENTITIES = [UserCardEntity, Post, VideoDetails, Comment, Like, Follow, UserInteraction];
const MIGRATIONS = [CreateSocialTables1764000000000, CreateTrendingTopics1764600000000, IndexLikesByUser1764700000000];

/** Social: posts, comments, likes, follows, member stats, and a projection of identity's user cards. */
@Module({})
export class AppModule {
  static register(config: SocialConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'social', config, entities: ENTITIES, migrations: MIGRATIONS }),
        EventBusModule.forService({ service: 'social', config, logger }),
        { module: SharedProvidersModule, global: true, providers: sharedProviders(config), exports: [MEDIA_STORE, SOCIAL_CONFIG] },
        UserCardsModule, PostsModule, CommentsModule, LikesModule, FollowsModule, ProfilesModule,
        MediaProcessingModule.register(config, logger), TrendingTopicsModule.register(config, logger),
      ],
      controllers: [createHealthController('social', HEALTH_PATTERNS.social)],
    };
  }
}

@Module({})
class SharedProvidersModule {}

const sharedProviders = (config: SocialConfig) => [
  { provide: MEDIA_STORE, useValue: createMediaStore(config) },
  { provide: SOCIAL_CONFIG, useValue: config },
];
