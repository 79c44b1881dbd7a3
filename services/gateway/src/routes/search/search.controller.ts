import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PageMessages, SEARCH_KINDS, SearchLimits, SearchMessages, SocialPatterns, type Page, type SearchOverview, type SuggestedMember, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import type { QueryParams } from '../shared/request-payload.js';
import { pageParams, Route } from '../../openapi/route-docs.js';
import { SEARCH_DEADLINE_MS, SearchComposer } from './search-composer.js';
import { SearchOverviewResponse, SuggestedMemberResponse } from './search.schemas.js';

/** The one search over every area, and the members suggested to follow (issue 27). */
@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(
    private readonly composer: SearchComposer,
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
  ) {}

  @Route({
    summary: 'Search members, posts, hashtags, strains, stories and guides', audience: 'member', ok: SearchOverviewResponse,
    description: `Without \`type\`: up to ${SearchLimits.overview} of each kind, best first, answered within ${SEARCH_DEADLINE_MS} ms with the kinds that came back `
      + '(`missing` names the others). With `type`: a page of that kind (`{ items, nextCursor }`, items as in the overview). Members match a name or any word of it '
      + 'by its start, or one typo from it, and with `type=members` also names merely similar to the text; hashtags match with typos; posts and stories match words (English stemming) newest first; strains match names, aliases and typos; guides their '
      + 'card, and a premium guide\'s text only for premium members. Never direct messages, removed or unpublished content, or anything of a member '
      + 'either side of a block with the caller.',
    query: [
      { name: 'q', required: true, schema: { type: 'string', maxLength: SearchLimits.queryMax } },
      { name: 'type', required: false, enum: [...SEARCH_KINDS], description: 'One kind, paged.' },
      ...pageParams(SearchLimits.pageMax, SearchLimits.pageDefault),
    ],
    errors: { 400: [SearchMessages.queryRequired, SearchMessages.queryMax, SearchMessages.invalidType, SearchMessages.invalidLimit, PageMessages.invalidCursor] },
  })
  @Get('search')
  search(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<SearchOverview | Page<unknown>> {
    const { q, type, limit, cursor } = query ?? {};
    if (type === undefined || type === '') return this.composer.overview(caller, q);
    return this.composer.page(caller, { q, type, limit, cursor });
  }

  @Route({
    summary: 'Members to follow', audience: 'member', ok: [SuggestedMemberResponse],
    description: 'Members who share the caller\'s hashtags and strains (of their latest posts) first, then the most active; never the caller, '
      + 'members they follow, or anyone either side of a block.',
    query: [{ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 20, default: 10 } }],
    errors: { 400: ['limit must be a whole number from 1 to 20'] },
  })
  @Get('members/suggested')
  suggested(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<SuggestedMember[]>> {
    return this.social.forward(SocialPatterns.suggestedMembers, caller, { limit: query?.limit });
  }
}
