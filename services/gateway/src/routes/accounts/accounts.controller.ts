import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdentityPatterns, type Actor, type AuthenticatedUser, type UserDto } from '@cannaverse/contracts';
import { RpcError, serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor, requireSignedIn, slideSession, startSession } from '../../session/actor.js';
import { LoginRateLimiter } from '../../security/login-rate-limiter.js';
import { SESSION_COOKIE } from '../../session/session.constants.js';

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly loginLimiter: LoginRateLimiter,
  ) {}

  @Post('register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() request: FastifyRequest): Promise<UserDto> {
    const authenticated = await this.identity.send<AuthenticatedUser>(IdentityPatterns.register, null, body ?? {});
    await startSession(request, authenticated);
    return authenticated.user;
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest): Promise<UserDto> {
    const username = (body as { username?: unknown } | null)?.username;
    await this.loginLimiter.assertAllowed(username, request.ip);
    try {
      const authenticated = await this.identity.send<AuthenticatedUser>(IdentityPatterns.verifyCredentials, null, body ?? {});
      await this.loginLimiter.recordSuccess(username, request.ip);
      await startSession(request, authenticated);
      return authenticated.user;
    } catch (error) {
      if (error instanceof RpcError && error.status === 401) await this.loginLimiter.recordFailure(username, request.ip);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await request.session.destroy();
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  }

  /** Called once per page load: also keeps an active member's session alive (one write an hour). */
  @Get('me')
  me(@CurrentActor() actor: Actor | null, @Req() request: FastifyRequest): Promise<UserDto> {
    const signedIn = requireSignedIn(actor);
    slideSession(request);
    return this.identity.send<UserDto>(IdentityPatterns.getUser, signedIn, { id: signedIn.id });
  }
}
