import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdMessages, ContentPatterns, type AdDto, type AdEventKind, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith } from '../shared/request-payload.js';
import { OkResponse, Route } from '../../openapi/route-docs.js';
import { AdResponse, AdTrackingBody } from './ads.schemas.js';

/** Ads for non-members and their tracking (content's ads feature decides who gets ads). */
@ApiTags('ads')
@Controller('api/ads')
export class AdsController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Route({
    summary: 'Ads for a placement', audience: 'optional', ok: [AdResponse],
    description: 'An empty list for premium members (decided on the server) and unknown placements.',
    params: { placement: { type: 'string', description: 'Lower-case words joined by hyphens (`sidebar`).' } },
    errors: { 400: [AdMessages.invalidPlacement] },
  })
  @Get(':placement')
  list(@Param('placement') placement: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<AdDto[]>> {
    return this.content.forward(ContentPatterns.listAds, caller, { placement });
  }

  /** Body `{ sessionId }`; 202: counted by a background job (content decides what counts: AdSessionMarks). */
  @Route({
    summary: 'Count an ad impression', audience: 'optional', body: AdTrackingBody, ok: OkResponse, status: 202, params: { id: { type: 'uuid', description: 'The ad.' } },
    description: 'Counted by a background job, once per ad and browser session (repeats answer 202 and do not count); a premium member\'s never.',
    errors: { 400: [AdMessages.invalidSession], 404: [AdMessages.notFound] },
  })
  @Post('impression/:id')
  @HttpCode(202)
  impression(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    return this.track('impression', id, body, caller);
  }

  @Route({
    summary: 'Count an ad click', audience: 'optional', body: AdTrackingBody, ok: OkResponse, status: 202, params: { id: { type: 'uuid', description: 'The ad.' } },
    description: 'Counted by a background job, once per ad and browser session, and only after that session\'s impression of the ad; a premium member\'s never.',
    errors: { 400: [AdMessages.invalidSession], 404: [AdMessages.notFound] },
  })
  @Post('click/:id')
  @HttpCode(202)
  click(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<{ ok: true }> {
    return this.track('click', id, body, caller);
  }

  private track(kind: AdEventKind, id: string, body: unknown, caller: Caller): Promise<{ ok: true }> {
    return this.content.send(ContentPatterns.trackAd, caller, { ...bodyWith(body, 'id', id), kind });
  }
}
