import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PageMessages, SocialMessages, SocialPatterns, type Page, type PostDto, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { PostResponse } from '../posts/posts.schemas.js';

/** The community hub's discussions: posts carrying a hashtag topic (social's community feature). */
@ApiTags('community')
@Controller('api/community')
export class CommunityController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  /** `?topic=GrowDiary&limit=&cursor=`: newest first, keyset-paginated. */
  @Route({
    summary: 'Posts carrying #topic, newest first', audience: 'member', ok: PageOf(PostResponse),
    query: [{ name: 'topic', required: true, schema: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,49}$' }, description: 'A hashtag without `#`, any case.' }, ...pageParams()],
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit, SocialMessages.invalidTopic] },
  })
  @Get('discussions')
  discussions(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<PostDto>>> {
    return this.social.forward(SocialPatterns.listTopicPosts, caller, { topic: query?.topic, ...pageQuery(query) });
  }
}
