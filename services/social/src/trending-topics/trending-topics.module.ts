import { Module } from '@nestjs/common';
import { TrendingTopicsController } from './trending-topics.controller.js';
import { TrendingTopicsRepository } from './trending-topics.repository.js';
import { TrendingTopicsScheduler } from './trending-topics.scheduler.js';
import { TrendingTopicsService } from './trending-topics.service.js';

/** Spec: 8 trending topics, top 3 highlighted, recomputed every 5 minutes (a job of the service's JobsModule). */
@Module({
  controllers: [TrendingTopicsController],
  providers: [TrendingTopicsRepository, TrendingTopicsService, TrendingTopicsScheduler],
  exports: [TrendingTopicsService],
})
export class TrendingTopicsModule {}
