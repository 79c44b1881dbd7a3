import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SocialPatterns, type TrendingTopicDto } from '@cannaverse/contracts';
import { TrendingTopicsService } from './trending-topics.service.js';

@Controller()
export class TrendingTopicsController {
  constructor(private readonly trending: TrendingTopicsService) {}

  /** Public sidebar data: no actor needed and the request carries nothing to validate. */
  @MessagePattern(SocialPatterns.trendingTopics)
  list(): Promise<TrendingTopicDto[]> {
    return this.trending.list();
  }
}
