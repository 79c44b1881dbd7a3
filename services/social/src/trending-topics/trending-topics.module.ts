import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { TrendingTopicsController } from './trending-topics.controller.js';
import { TrendingTopicsRepository } from './trending-topics.repository.js';
import { TrendingTopicsScheduler } from './trending-topics.scheduler.js';
import { TrendingTopicsService } from './trending-topics.service.js';

/** Spec: 8 trending topics, top 3 highlighted, recomputed every 5 minutes (a job of the service's JobsModule).
 * The same job refreshes the stored trending ranking of posts (posts/trending-rank.repository.ts). */
@Module({
  imports: [PostsModule],
  controllers: [TrendingTopicsController],
  providers: [TrendingTopicsRepository, TrendingTopicsService, TrendingTopicsScheduler],
  exports: [TrendingTopicsService],
})
export class TrendingTopicsModule {}
