import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ModerationPatterns, SuspensionMessages as M, type MemberSuspensionStateDto, type SuspensionDto, type SuspensionLiftedDto, type Caller,
} from '@cannaverse/contracts';
import { InputMessages, serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { MemberSessions } from '../../session/member-sessions.js';
import { bodyWith } from '../shared/request-payload.js';
import { OkResponse, Route } from '../../openapi/route-docs.js';
import { EndLivestreamBody, MemberSuspensionStateResponse, SuspendMemberBody, SuspensionLiftedResponse, SuspensionResponse } from './suspensions.schemas.js';

const member = { userId: { type: 'uuid' as const, description: 'The member.' } };

/**
 * Suspensions (issue 24): moderation decides (admins only, audited, 401/403 included); once it has,
 * the gateway ends every session of the member at once, so their very next request is signed out.
 */
@ApiTags('suspensions')
@Controller('api/admin')
export class SuspensionsController {
  constructor(
    @Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient,
    private readonly sessions: MemberSessions,
  ) {}

  @Route({
    summary: 'Suspend a member for 1–365 days or permanently (audited)', audience: 'admin', body: SuspendMemberBody, ok: SuspensionResponse, params: member,
    description: 'Every session of the member ends at once; signing in answers 403 `Your account is suspended until <date>: <reason>` (or `… suspended permanently: <reason>`) '
      + 'until the end date or until lifted; their live streams end and their posts, comments, stories and chat lines are hidden meanwhile. '
      + 'Suspending a suspended member replaces the suspension.',
    errors: {
      400: [M.daysInvalid, M.reasonRequired, M.reasonMax, M.reasonCharacters, M.suspendSelf, M.suspendAdmin, InputMessages.unknownField('<name>')],
      404: [M.memberNotFound],
    },
  })
  @Post('members/:userId/suspension')
  @HttpCode(200)
  async suspend(@Param('userId') userId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<SuspensionDto> {
    const suspension = await this.moderation.send<SuspensionDto>(ModerationPatterns.suspendMember, caller, bodyWith(body, 'userId', userId));
    await this.sessions.endOthers(suspension.userId, undefined);
    return suspension;
  }

  @Route({
    summary: 'Lift a suspension (audited)', audience: 'admin', ok: SuspensionLiftedResponse, params: member,
    description: 'The member may sign in again at once and their content shows again.', errors: { 404: [M.notSuspended] },
  })
  @Delete('members/:userId/suspension')
  lift(@Param('userId') userId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<SuspensionLiftedDto>> {
    return this.moderation.forward(ModerationPatterns.liftSuspension, caller, { userId });
  }

  @Route({ summary: "A member's suspension in force, if any", audience: 'admin', ok: MemberSuspensionStateResponse, params: member, errors: { 404: [M.memberNotFound] } })
  @Get('members/:userId/suspension')
  get(@Param('userId') userId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MemberSuspensionStateDto>> {
    return this.moderation.forward(ModerationPatterns.getSuspension, caller, { userId });
  }

  @Route({
    summary: 'End any live stream (audited)', audience: 'admin', body: EndLivestreamBody, ok: OkResponse,
    params: { id: { type: 'integer', description: 'The stream.' } },
    description: 'Moderation records the audit row and tells streaming, which ends the stream as its creator\'s End Stream does (viewers are told; '
      + 'the recording is kept) a moment later. A stream that is not live stays as it is.',
    errors: { 404: [M.streamNotFound], 400: [InputMessages.unknownField('<name>')] },
  })
  @Post('livestreams/:id/end')
  @HttpCode(200)
  endLivestream(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.moderation.forward(ModerationPatterns.endLivestream, caller, bodyWith(body, 'id', id));
  }
}
