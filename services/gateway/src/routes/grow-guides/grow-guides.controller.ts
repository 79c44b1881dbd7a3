import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ContentPatterns, GROW_GUIDE_METHODS, GrowGuideMessages, PageMessages, type GrowGuideDto, type GrowGuideMethod, type GrowGuideSummary, type Page, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { ApiResponse } from '@nestjs/swagger';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { GrowGuideResponse, GrowGuideSummaryResponse, PremiumContentErrorResponse } from './grow-guides.schemas.js';

const M = GrowGuideMessages;

/** Grow guides. The content service checks sign-in, filters and premium access. */
@ApiTags('grow-guides')
@Controller('api/grow-guides')
export class GrowGuidesController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Route({ summary: 'Methods that have a published guide', audience: 'member' })
  @ApiResponse({ status: 200, description: 'In the order indoor, hydroponics, outdoor, soil, autoflower.', schema: { type: 'array', items: { type: 'string', enum: [...GROW_GUIDE_METHODS] } } })
  @Get('methods')
  methods(@CurrentCaller() caller: Caller): Promise<ForwardedJson<GrowGuideMethod[]>> {
    return this.content.forward(ContentPatterns.listGrowGuideMethods, caller, {});
  }

  @Route({
    summary: 'Grow guides, newest first', audience: 'member', ok: PageOf(GrowGuideSummaryResponse),
    query: [
      { name: 'method', required: false, schema: { type: 'string', enum: ['', ...GROW_GUIDE_METHODS] }, description: 'Empty = all.' },
      { name: 'difficulty', required: false, schema: { type: 'integer', minimum: 1, maximum: 5 } },
      { name: 'search', required: false, schema: { type: 'string', maxLength: 100 }, description: 'Substring of title, summary or text (any case, any accents).' },
      ...pageParams(),
    ],
    errors: { 400: [M.invalidMethod, M.invalidDifficulty, M.searchMax, PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get()
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<GrowGuideSummary>>> {
    return this.content.forward(ContentPatterns.listGrowGuides, caller, {
      method: query?.method, difficulty: query?.difficulty, search: query?.search, ...pageQuery(query),
    });
  }

  /** 403 `{ message: GrowGuideMessages.premiumRequired, premiumContent: true }` without access. */
  @Route({
    summary: 'A guide with its steps', audience: 'member', ok: GrowGuideResponse,
    params: { slug: { type: 'string', description: 'The guide\'s slug.' } },
    errors: { 403: { type: PremiumContentErrorResponse, messages: [M.premiumRequired] }, 404: [M.notFound] },
  })
  @Get('by-slug/:slug')
  get(@Param('slug') slug: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<GrowGuideDto>> {
    return this.content.forward(ContentPatterns.getGrowGuide, caller, { slug });
  }
}
