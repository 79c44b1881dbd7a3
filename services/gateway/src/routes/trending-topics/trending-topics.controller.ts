import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialPatterns, type TrendingTopicDto, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { TrendingTopicResponse } from './trending-topics.schemas.js';

/** The home sidebar's trending topics (social's trending-topics feature). */
@ApiTags('trending-topics')
@Controller('api/topics')
export class TrendingTopicsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({ summary: 'The 8 trending topics', audience: 'member', ok: [TrendingTopicResponse] })
  @Get('trending')
  trending(@CurrentCaller() caller: Caller): Promise<ForwardedJson<TrendingTopicDto[]>> {
    return this.social.forward(SocialPatterns.trendingTopics, caller, {});
  }
}
