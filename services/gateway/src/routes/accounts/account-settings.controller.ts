import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AccountMessages, IdentityPatterns, ValidationMessages, type OnboardingStateDto, type SessionDto, type UserDto, type Caller,
} from '@cannaverse/contracts';
import { InputMessages, isUuid, RpcError, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { MemberSessions } from '../../session/member-sessions.js';
import { SESSION_COOKIE } from '../../session/session.constants.js';
import { OkResponse, Route } from '../../openapi/route-docs.js';
import { UserResponse } from './accounts.schemas.js';
import {
  ChangeEmailBody, ChangePasswordBody, EndedSessionsResponse, OnboardingStateResponse, OnboardingUpdateBody, SessionResponse,
} from './account-settings.schemas.js';

/**
 * The member's own account settings: signed-in browsers, password, email, first-visit steps. The
 * gateway owns sessions (Redis), so it lists and ends them; identity checks passwords.
 */
@ApiTags('accounts')
@Controller('api/me')
export class AccountSettingsController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly sessions: MemberSessions,
  ) {}

  @Route({ summary: 'The member\'s signed-in browsers', audience: 'member', ok: [SessionResponse], description: 'This session first, then the most recently seen.' })
  @Get('sessions')
  list(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<SessionDto[]> {
    const signedIn = requireSignedIn(caller);
    return this.sessions.list(signedIn.actor.id, request.session.get('handle'));
  }

  @Route({
    summary: 'Sign out everywhere else', audience: 'member', ok: EndedSessionsResponse,
    description: 'Ends every session of the member but this one, at once.',
  })
  @Delete('sessions')
  @HttpCode(200)
  async endOthers(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<{ ended: number }> {
    const signedIn = requireSignedIn(caller);
    return { ended: await this.sessions.endOthers(signedIn.actor.id, request.session.get('handle')) };
  }

  @Route({
    summary: 'End one session', audience: 'member', ok: OkResponse,
    params: { id: { type: 'uuid', description: 'A session id from GET /api/me/sessions.' } },
    description: 'Its next request is signed out. Ending this request\'s own session signs this browser out.',
    errors: { 404: [AccountMessages.sessionNotFound] },
  })
  @Delete('sessions/:id')
  @HttpCode(200)
  async end(
    @Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const signedIn = requireSignedIn(caller);
    if (!isUuid(id) || !(await this.sessions.end(signedIn.actor.id, id))) throw RpcError.notFound(AccountMessages.sessionNotFound);
    if (id === request.session.get('handle')) {
      await request.session.destroy();
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    return { ok: true };
  }

  @Route({
    summary: 'Change the password', audience: 'member', body: ChangePasswordBody, ok: OkResponse, limit: 'account-changes',
    description: 'Ends every other session of the member; this one stays signed in.',
    errors: {
      400: [ValidationMessages.passwordMin, 'Current password is required', InputMessages.unknownField('<name>')],
      403: [AccountMessages.wrongCurrentPassword],
    },
  })
  @Put('password')
  async changePassword(@Body() body: unknown, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<{ ok: true }> {
    const signedIn = requireSignedIn(caller);
    await this.identity.send<{ ok: true }>(IdentityPatterns.changePassword, signedIn, body ?? {});
    await this.sessions.endOthers(signedIn.actor.id, request.session.get('handle'));
    return { ok: true };
  }

  @Route({
    summary: 'Change the email address', audience: 'member', body: ChangeEmailBody, ok: UserResponse, limit: 'account-changes',
    errors: {
      400: [ValidationMessages.emailInvalid, 'Password is required', AccountMessages.sameEmail, InputMessages.unknownField('<name>')],
      403: [AccountMessages.wrongPassword], 409: [AccountMessages.emailTaken],
    },
  })
  @Put('email')
  changeEmail(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<UserDto>> {
    return this.identity.forward<UserDto>(IdentityPatterns.changeEmail, requireSignedIn(caller), body ?? {});
  }

  @Route({ summary: 'Which first-visit steps the member has done', audience: 'member', ok: OnboardingStateResponse })
  @Get('onboarding')
  onboarding(@CurrentCaller() caller: Caller): Promise<ForwardedJson<OnboardingStateDto>> {
    return this.identity.forward<OnboardingStateDto>(IdentityPatterns.getOnboarding, requireSignedIn(caller), {});
  }

  @Route({
    summary: 'Mark first-visit steps done', audience: 'member', body: OnboardingUpdateBody, ok: OnboardingStateResponse,
    description: 'A step once done stays done, so another browser does not show it again.',
    errors: { 400: [InputMessages.unknownField('<name>')] },
  })
  @Put('onboarding')
  updateOnboarding(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<OnboardingStateDto>> {
    return this.identity.forward<OnboardingStateDto>(IdentityPatterns.updateOnboarding, requireSignedIn(caller), body ?? {});
  }
}
