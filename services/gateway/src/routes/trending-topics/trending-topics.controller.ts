import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialPatterns, type Actor, type TrendingTopicDto } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';

/** The home sidebar's trending topics (social's trending-topics feature). */
@ApiTags('trending-topics')
@Controller('api/topics')
export class TrendingTopicsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Get('trending')
  trending(@CurrentActor() actor: Actor | null): Promise<TrendingTopicDto[]> {
    return this.social.send(SocialPatterns.trendingTopics, actor, {});
  }
}
