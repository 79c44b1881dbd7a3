import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialMessages, SocialPatterns, type MemberStatsDto, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { MemberStatsResponse } from './profiles.schemas.js';

/** The home sidebar's welcome card (social's profiles feature). */
@ApiTags('profiles')
@Controller('api/users')
export class MemberStatsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({ summary: 'A member\'s stats (the welcome card)', audience: 'member', ok: MemberStatsResponse, params: { id: { type: 'uuid', description: 'The member.' } }, errors: { 404: [SocialMessages.userNotFound] } })
  @Get(':id/stats')
  stats(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MemberStatsDto>> {
    return this.social.forward(SocialPatterns.memberStats, caller, { userId: id });
  }
}
