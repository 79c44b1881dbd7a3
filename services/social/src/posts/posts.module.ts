import { Module } from '@nestjs/common';
import { PostsController } from './posts.controller.js';
import { PostsService } from './posts.service.js';
import { FeedService } from './feed.service.js';
import { PostMediaService } from './post-media.service.js';
import { PostsRepository } from './posts.repository.js';
import { TrendingRankRepository } from './trending-rank.repository.js';

@Module({
  controllers: [PostsController],
  providers: [PostsService, FeedService, PostMediaService, PostsRepository, TrendingRankRepository],
  exports: [PostsRepository, TrendingRankRepository],
})
export class PostsModule {}
