import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdentityPatterns, isPremiumStatus, ValidationMessages, type AuthenticatedUser, type MembershipDto, type UserDto, type Caller } from '@cannaverse/contracts';
import { InputMessages, RpcError, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, requireSignedIn, slideSession, startSession, visitorCaller } from '../../session/actor.js';
import { LoginRateLimiter } from '../../security/login-rate-limiter.js';
import { DEVICE_COOKIE, DeviceCookies } from '../../security/device-cookie.js';
import { SESSION_COOKIE } from '../../session/session.constants.js';
import { MemberSessions } from '../../session/member-sessions.js';
import { OkResponse, Route } from '../../openapi/route-docs.js';
import { LoginBody, RegisterBody, UserResponse } from './accounts.schemas.js';

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly loginLimiter: LoginRateLimiter,
    private readonly deviceCookies: DeviceCookies,
    private readonly sessions: MemberSessions,
  ) {}

  @Route({
    summary: 'Create an account and sign in', audience: 'none', limit: 'registrations', body: RegisterBody, ok: UserResponse, status: 201,
    description: 'Starts a session: the answer sets the `cv.sid` cookie.',
    errors: {
      400: [ValidationMessages.usernameMin, ValidationMessages.passwordMin, ValidationMessages.emailInvalid, ValidationMessages.nameCharacters, InputMessages.unknownField('<name>')],
      409: ['Username is already taken', 'An account with this email already exists'],
    },
  })
  @Post('register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() request: FastifyRequest): Promise<UserDto> {
    const authenticated = await this.identity.send<AuthenticatedUser>(IdentityPatterns.register, visitorCaller(request), body ?? {});
    await startSession(request, authenticated, this.sessions);
    return authenticated.user;
  }

  @Route({
    summary: 'Sign in', audience: 'none', body: LoginBody, ok: UserResponse,
    description: 'Starts a session: the answer sets the `cv.sid` cookie and the `cv.device` cookie (this browser signed in to this account). '
      + '429 (with `Retry-After`) after too many failures; a browser with the account\'s `cv.device` cookie has its own limit (docs/api.md, Sign-in limits).',
    errors: {
      400: [ValidationMessages.usernameMin, ValidationMessages.passwordMin], 401: ['Invalid username or password'],
      // Issue 24: only once the password is right. The date is UTC, as `3 December 2026, 14:05 UTC`.
      403: ['Your account is suspended until <date>: <reason>', 'Your account is suspended permanently: <reason>'],
      429: ['Too many failed login attempts. Try again in <n> minute(s).'],
    },
  })
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    const username = (body as { username?: unknown } | null)?.username;
    // A browser that signed in to this account before is never locked out by failures elsewhere.
    const device = this.deviceCookies.verify(request.cookies[DEVICE_COOKIE], username);
    await this.loginLimiter.assertAllowed(username, request.ip, device);
    try {
      const authenticated = await this.identity.send<AuthenticatedUser>(IdentityPatterns.verifyCredentials, visitorCaller(request), body ?? {});
      await this.loginLimiter.recordSuccess(username, request.ip, device);
      await startSession(request, authenticated, this.sessions);
      void reply.setCookie(DEVICE_COOKIE, this.deviceCookies.issue(username), this.deviceCookies.cookieOptions);
      return authenticated.user;
    } catch (error) {
      if (error instanceof RpcError && error.status === 401) await this.loginLimiter.recordFailure(username, request.ip, device);
      throw error;
    }
  }

  @Route({ summary: 'Sign out', audience: 'optional', ok: OkResponse, description: 'Ends the session and clears the cookie; harmless without one.' })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await this.sessions.forgetCurrent(request);
    await request.session.destroy();
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  }

  /** Called once per page load: also keeps an active member's session alive (one write an hour). */
  @Route({
    summary: 'The signed-in member', audience: 'member', ok: UserResponse,
    description: 'Also keeps an active session alive, and brings the session\'s plan up to date when a paid period has ended.',
  })
  @Get('me')
  async me(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<ForwardedJson<UserDto>> {
    const signedIn = requireSignedIn(caller);
    slideSession(request);
    // A paid plan ends at its period's end (a cancelled one does not renew): the session's tier, which
    // every service reads (ads, premium guides), follows on the next page load. A free session only
    // changes tier through checkout, which sets it, so only paid sessions ask.
    const [user, membership] = await Promise.all([
      this.identity.forward<UserDto>(IdentityPatterns.getUser, signedIn, { id: signedIn.actor.id }),
      isPremiumStatus(signedIn.actor.tier) ? this.identity.send<MembershipDto>(IdentityPatterns.getMembership, signedIn, {}) : null,
    ]);
    if (membership && membership.status !== signedIn.actor.tier) request.session.set('actor', { ...signedIn.actor, tier: membership.status });
    return user;
  }
}
