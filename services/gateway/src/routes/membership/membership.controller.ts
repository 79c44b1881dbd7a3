import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityPatterns, isPremiumStatus, type Actor, type MembershipDto, type MembershipStatus } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor, requireSignedIn } from '../../session/actor.js';

@ApiTags('membership')
@Controller('api')
export class MembershipController {
  constructor(@Inject(serviceClientToken('identity')) private readonly identity: ServiceClient) {}

  /** Visitors are on the free plan (the membership page shows 'Current Plan' on it). */
  @Get('membership/status')
  async status(@CurrentActor() actor: Actor | null): Promise<{ status: MembershipStatus }> {
    if (!actor) return { status: 'free' };
    const membership = await this.identity.send<MembershipDto>(IdentityPatterns.getMembership, actor, {});
    return { status: membership.status };
  }

  @Get('premium/status')
  async premium(@CurrentActor() actor: Actor | null): Promise<{ active: boolean }> {
    return { active: isPremiumStatus((await this.status(actor)).status) };
  }

  @Post('membership/checkout')
  @HttpCode(200)
  async checkout(@Body() body: unknown, @CurrentActor() actor: Actor | null, @Req() request: FastifyRequest): Promise<MembershipDto> {
    const signedIn = requireSignedIn(actor);
    const membership = await this.identity.send<MembershipDto>(IdentityPatterns.checkout, signedIn, body ?? {});
    // The session's tier rides on every request; keep it in step with the new plan.
    request.session.set('actor', { ...signedIn, tier: membership.status });
    return membership;
  }
}
