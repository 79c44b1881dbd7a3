import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialPatterns, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { pageQuery } from '../posts/request-payload.js';

/** The community hub's discussions: posts carrying a hashtag topic (social's community feature). */
@ApiTags('community')
@Controller('api/community')
export class CommunityController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  /** `?topic=GrowDiary&limit=&cursor=`: newest first, keyset-paginated. */
  @Get('discussions')
  discussions(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor | null): Promise<Page<PostDto>> {
    return this.social.send(SocialPatterns.listTopicPosts, actor, { topic: query?.topic, ...pageQuery(query) });
  }
}
