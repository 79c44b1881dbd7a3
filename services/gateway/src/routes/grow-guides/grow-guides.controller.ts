import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ContentPatterns, type Actor, type GrowGuideDto, type GrowGuideMethod, type GrowGuideSummary, type Page,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { pageQuery } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

/** Grow guides. The content service checks sign-in, filters and premium access. */
@ApiTags('grow-guides')
@Controller('api/grow-guides')
export class GrowGuidesController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Get('methods')
  methods(@CurrentActor() actor: Actor | null): Promise<GrowGuideMethod[]> {
    return this.content.send(ContentPatterns.listGrowGuideMethods, actor, {});
  }

  @Get()
  list(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<GrowGuideSummary>> {
    return this.content.send(ContentPatterns.listGrowGuides, actor, {
      method: query?.method, difficulty: query?.difficulty, search: query?.search, ...pageQuery(query),
    });
  }

  /** 403 `{ message: 'Premium content requires membership', premiumContent: true }` without access. */
  @Get('by-slug/:slug')
  get(@Param('slug') slug: string, @CurrentActor() actor: Actor | null): Promise<GrowGuideDto> {
    return this.content.send(ContentPatterns.getGrowGuide, actor, { slug });
  }
}
