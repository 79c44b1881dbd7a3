import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ContentPatterns, type Actor, type AdDto, type AdEventKind } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith } from '../posts/request-payload.js';

/** Ads for non-members and their tracking (content's ads feature decides who gets ads). */
@ApiTags('ads')
@Controller('api/ads')
export class AdsController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Get(':placement')
  list(@Param('placement') placement: string, @CurrentActor() actor: Actor | null): Promise<AdDto[]> {
    return this.content.send(ContentPatterns.listAds, actor, { placement });
  }

  /** Body `{ sessionId }`; 202: counted by a background job. */
  @Post('impression/:id')
  @HttpCode(202)
  impression(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.track('impression', id, body, actor);
  }

  @Post('click/:id')
  @HttpCode(202)
  click(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.track('click', id, body, actor);
  }

  private track(kind: AdEventKind, id: string, body: unknown, actor: Actor | null): Promise<{ ok: true }> {
    return this.content.send(ContentPatterns.trackAd, actor, { ...bodyWith(body, 'id', id), kind });
  }
}
