import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PageMessages, STRAIN_LIST_DEFAULT_LIMIT, STRAIN_LIST_MAX_LIMIT, STRAIN_SORTS, STRAIN_TYPES, StrainMessages, ContentPatterns, type StrainDto, type StrainMembersReportDto, type StrainReactionsDto, type StrainPage, type StrainSummary, SIMILAR_STRAINS_SHOWN, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, visitorCaller } from '../../session/actor.js';
import { bodyWith, type QueryParams } from '../shared/request-payload.js';
import { pageParams, Route } from '../../openapi/route-docs.js';
import {
  StrainMembersReportResponse, StrainReactionBody, StrainReactionsResponse, StrainResponse, StrainPageResponse, StrainSummaryResponse,
} from './strains.schemas.js';

const M = StrainMessages;

/** The illustration is our own static SVG: nothing in it may run, load or be framed elsewhere. */
const SVG_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The strain library, its illustrations, reactions and members' report (content's strains
 * feature). The content service validates the query and decides what each member may see.
 */
@ApiTags('strains')
@Controller('api/strains')
export class StrainsController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  /** type, effects (repeated), thcMin, thcMax, sortBy rating|name|thc, search, limit (1–1000), cursor. */
  @Route({
    summary: 'The strain library', audience: 'optional', ok: StrainPageResponse,
    query: [
      { name: 'type', required: false, enum: [...STRAIN_TYPES] },
      { name: 'effects', required: false, isArray: true, type: String, description: 'Repeated; every one must be among the strain\'s effects (any case).' },
      { name: 'flavors', required: false, isArray: true, type: String, description: 'Repeated; every one must be among the strain\'s flavors (any case).' },
      { name: 'helpsWith', required: false, isArray: true, type: String, description: 'Repeated; every one must be among what reviewers said it helps with (any case).' },
      { name: 'thcMin', required: false, schema: { type: 'number', minimum: 0, maximum: 100 } },
      { name: 'thcMax', required: false, schema: { type: 'number', minimum: 0, maximum: 100 } },
      { name: 'sortBy', required: false, enum: [...STRAIN_SORTS], description: '`rating` and `thc` highest first; `name` A to Z.' },
      { name: 'search', required: false, schema: { type: 'string', maxLength: 100 }, description: 'Name prefix, substring, then typo matches.' },
      ...pageParams(STRAIN_LIST_MAX_LIMIT, STRAIN_LIST_DEFAULT_LIMIT),
    ],
    errors: { 400: [M.invalidType, M.invalidSort, M.invalidThcMin, M.invalidThcMax, M.thcRange, M.invalidEffects, M.invalidFlavors, M.invalidHelpsWith, M.searchMax, M.invalidLimit, PageMessages.invalidCursor] },
  })
  @Get()
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainPage>> {
    const { type, effects, flavors, helpsWith, thcMin, thcMax, sortBy, search, limit, cursor } = query ?? {};
    return this.content.forward(ContentPatterns.listStrains, caller, { type, effects, flavors, helpsWith, thcMin, thcMax, sortBy, search, limit, cursor });
  }

  @Route({
    summary: 'One strain', audience: 'optional', ok: StrainResponse, params: { id: { type: 'integer', description: 'The strain.' } },
    description: 'Premium members and admins also get `enhancedDescription`, `terpeneAnalysis`, `growTips` and `premiumSources`.',
    errors: { 404: [M.notFound] },
  })
  @Get(':id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainDto>> {
    return this.content.forward(ContentPatterns.getStrain, caller, { id });
  }

  /** Cached a day by browsers, revalidated by ETag; the SVG is drawn from the strain's facts. */
  @Route({ summary: 'The strain\'s illustration (SVG)', audience: 'none', params: { id: { type: 'integer', description: 'The strain.' } }, errors: { 404: [M.notFound] } })
  @ApiProduces('image/svg+xml')
  @ApiResponse({ status: 200, description: 'The SVG; `ETag`, cached a day.', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified (`If-None-Match` matched the `ETag`).' })
  @Get(':id/image.svg')
  async image(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { svg, etag } = await this.content.send<{ svg: string; etag: string }>(ContentPatterns.getStrainImage, visitorCaller(request), { id });
    void reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', etag)
      .header('Content-Security-Policy', SVG_SECURITY_POLICY)
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).send(svg);
  }

  @Route({
    summary: 'Strains like this one', audience: 'optional', ok: [StrainSummaryResponse], params: { id: { type: 'integer', description: 'The strain.' } },
    description: `Up to ${SIMILAR_STRAINS_SHOWN}, most alike first: 2 points per shared effect, 1 per shared flavor, 2 per shared dominant terpene; ties in Top Rated order.`,
    errors: { 404: [M.notFound] },
  })
  @Get(':id/similar')
  similar(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainSummary[]>> {
    return this.content.forward(ContentPatterns.listSimilarStrains, caller, { id });
  }

  @Route({ summary: 'What our members report about a strain', audience: 'optional', ok: StrainMembersReportResponse, params: { id: { type: 'integer', description: 'The strain.' } }, errors: { 404: [M.notFound] } })
  @Get(':id/members-report')
  membersReport(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainMembersReportDto>> {
    return this.content.forward(ContentPatterns.strainMembersReport, caller, { id });
  }

  @Route({ summary: 'A strain\'s emoji reactions', audience: 'optional', ok: StrainReactionsResponse, params: { id: { type: 'integer', description: 'The strain.' } }, errors: { 404: [M.notFound] } })
  @Get(':id/reactions')
  reactions(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainReactionsDto>> {
    return this.content.forward(ContentPatterns.listStrainReactions, caller, { strainId: id });
  }

  /** Body `{ emojiType }`; adding an emoji the member already chose changes nothing. */
  @Route({
    summary: 'React to a strain with an emoji', audience: 'member', limit: 'reactions', body: StrainReactionBody, ok: StrainReactionsResponse, params: { id: { type: 'integer', description: 'The strain.' } },
    errors: { 400: [M.invalidEmoji], 401: [M.reactionRequiresSignIn], 404: [M.notFound] },
  })
  @Post(':id/reactions')
  @HttpCode(200)
  react(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainReactionsDto>> {
    return this.content.forward(ContentPatterns.addStrainReaction, caller, bodyWith(body, 'strainId', id));
  }

  /** The emoji URL-encoded in the path (`/reactions/%F0%9F%98%8A`). */
  @Route({
    summary: 'Take an emoji reaction back', audience: 'member', limit: 'reactions', ok: StrainReactionsResponse,
    params: { id: { type: 'integer', description: 'The strain.' }, emoji: { type: 'string', description: 'The emoji, URL-encoded.' } },
    errors: { 400: [M.invalidEmoji], 401: [M.reactionRequiresSignIn], 404: [M.notFound] },
  })
  @Delete(':id/reactions/:emoji')
  unreact(@Param('id') id: string, @Param('emoji') emoji: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainReactionsDto>> {
    return this.content.forward(ContentPatterns.removeStrainReaction, caller, { strainId: id, emojiType: emoji });
  }
}
