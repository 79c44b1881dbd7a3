import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type RpcRequest, type TrendingTopicDto } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { TrendingTopicsService } from './trending-topics.service.js';

@Controller()
export class TrendingTopicsController {
  constructor(private readonly trending: TrendingTopicsService) {}

  /** The home sidebar's data, ranked from members' posts: members only, like the feed (docs/decisions.md). */
  @MessagePattern(SocialPatterns.trendingTopics)
  list(@Payload() request: RpcRequest<unknown>): Promise<TrendingTopicDto[]> {
    requireActor(request);
    return this.trending.list();
  }
}
