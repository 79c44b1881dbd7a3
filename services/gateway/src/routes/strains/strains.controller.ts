import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ContentPatterns, type Actor, type Page, type StrainDto, type StrainMembersReportDto, type StrainReactionsDto, type StrainSummary,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

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
  @Get()
  list(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<StrainSummary>> {
    const { type, effects, thcMin, thcMax, sortBy, search, limit, cursor } = query ?? {};
    return this.content.send(ContentPatterns.listStrains, actor, { type, effects, thcMin, thcMax, sortBy, search, limit, cursor });
  }

  @Get(':id')
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<StrainDto> {
    return this.content.send(ContentPatterns.getStrain, actor, { id });
  }

  /** Cached a day by browsers, revalidated by ETag; the SVG is drawn from the strain's facts. */
  @Get(':id/image.svg')
  async image(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { svg, etag } = await this.content.send<{ svg: string; etag: string }>(ContentPatterns.getStrainImage, null, { id });
    void reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', etag)
      .header('Content-Security-Policy', SVG_SECURITY_POLICY)
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).send(svg);
  }

  @Get(':id/members-report')
  membersReport(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<StrainMembersReportDto> {
    return this.content.send(ContentPatterns.strainMembersReport, actor, { id });
  }

  @Get(':id/reactions')
  reactions(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<StrainReactionsDto> {
    return this.content.send(ContentPatterns.listStrainReactions, actor, { strainId: id });
  }

  /** Body `{ emojiType }`; adding an emoji the member already chose changes nothing. */
  @Post(':id/reactions')
  @HttpCode(200)
  react(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<StrainReactionsDto> {
    return this.content.send(ContentPatterns.addStrainReaction, actor, bodyWith(body, 'strainId', id));
  }

  /** The emoji URL-encoded in the path (`/reactions/%F0%9F%98%8A`). */
  @Delete(':id/reactions/:emoji')
  unreact(@Param('id') id: string, @Param('emoji') emoji: string, @CurrentActor() actor: Actor | null): Promise<StrainReactionsDto> {
    return this.content.send(ContentPatterns.removeStrainReaction, actor, { strainId: id, emojiType: emoji });
  }
}
