import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@cannaverse/platform';
import { queuePrefixFor, type JobsConfig } from '../media-processing/bullmq.config.js';
import { TRENDING_TOPICS_OPTIONS } from './trending-topics.options.js';
import { TrendingTopicsController } from './trending-topics.controller.js';
import { TrendingTopicsRepository } from './trending-topics.repository.js';
import { TrendingTopicsScheduler } from './trending-topics.scheduler.js';
import { TrendingTopicsService } from './trending-topics.service.js';

/** Spec: 8 trending topics, top 3 highlighted, recomputed every 5 minutes. */
@Module({})
export class TrendingTopicsModule {
  static register(config: JobsConfig, logger: Logger, { scheduler = true }: { scheduler?: boolean } = {}): DynamicModule {
    return {
      module: TrendingTopicsModule,
      controllers: [TrendingTopicsController],
      providers: [
        { provide: TRENDING_TOPICS_OPTIONS, useValue: { redisUrl: config.REDIS_URL, queuePrefix: queuePrefixFor(config), logger } },
        TrendingTopicsRepository,
        TrendingTopicsService,
        ...(scheduler ? [TrendingTopicsScheduler] : []),
      ],
      exports: [TrendingTopicsService],
    };
  }
}
