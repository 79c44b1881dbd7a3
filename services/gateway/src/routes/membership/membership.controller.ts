import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityPatterns, isPremiumStatus, MembershipMessages, type MembershipDto, type MembershipStatus, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { CheckoutBody, MembershipResponse, MembershipStatusResponse, PremiumStatusResponse } from './membership.schemas.js';

@ApiTags('membership')
@Controller('api')
export class MembershipController {
  constructor(@Inject(serviceClientToken('identity')) private readonly identity: ServiceClient) {}

  /** Visitors are on the free plan (the membership page shows 'Current Plan' on it). */
  @Route({ summary: 'The caller\'s plan', audience: 'optional', ok: MembershipStatusResponse, description: 'Visitors are on the free plan.' })
  @Get('membership/status')
  async status(@CurrentCaller() caller: Caller): Promise<{ status: MembershipStatus }> {
    if (!caller.actor) return { status: 'free' };
    const membership = await this.identity.send<MembershipDto>(IdentityPatterns.getMembership, caller, {});
    return { status: membership.status };
  }

  @Route({
    summary: 'The member\'s plan in full', audience: 'member', ok: MembershipResponse,
    description: 'The plan, its interval, when the paid period ends and whether it renews (the settings page).',
  })
  @Get('membership')
  membership(@CurrentCaller() caller: Caller): Promise<ForwardedJson<MembershipDto>> {
    return this.identity.forward<MembershipDto>(IdentityPatterns.getMembership, requireSignedIn(caller), {});
  }

  @Route({ summary: 'Whether the caller has a premium plan', audience: 'optional', ok: PremiumStatusResponse })
  @Get('premium/status')
  async premium(@CurrentCaller() caller: Caller): Promise<{ active: boolean }> {
    return { active: isPremiumStatus((await this.status(caller)).status) };
  }

  @Route({
    summary: 'Choose a paid plan', audience: 'member', body: CheckoutBody, ok: MembershipResponse,
    description: 'The only payment provider today is a demo provider that activates at once; no money moves.',
    errors: { 400: [] },
  })
  @Post('membership/checkout')
  @HttpCode(200)
  async checkout(@Body() body: unknown, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<MembershipDto> {
    const signedIn = requireSignedIn(caller);
    const membership = await this.identity.send<MembershipDto>(IdentityPatterns.checkout, signedIn, body ?? {});
    // The session's tier rides on every request; keep it in step with the new plan.
    request.session.set('actor', { ...signedIn.actor, tier: membership.status });
    return membership;
  }

  @Route({
    summary: 'Cancel the paid plan at the end of its period', audience: 'member', ok: MembershipResponse,
    description: 'The plan stays until `currentPeriodEnd` and then ends instead of renewing; `cancelAtPeriodEnd` turns true.',
    errors: { 409: [MembershipMessages.noPaidPlan] },
  })
  @Post('membership/cancel')
  @HttpCode(200)
  cancel(@CurrentCaller() caller: Caller): Promise<ForwardedJson<MembershipDto>> {
    return this.identity.forward<MembershipDto>(IdentityPatterns.cancelMembership, requireSignedIn(caller), {});
  }

  @Route({
    summary: 'Switch plan or interval from the next billing cycle', audience: 'member', body: CheckoutBody, ok: MembershipResponse,
    description: 'The running period keeps its plan; `pendingChange` shows what the renewal at `currentPeriodEnd` will be. '
      + 'Sending the running plan and interval withdraws a pending switch.',
    errors: { 400: ['Plan must be cannanaut or connoisseur', 'Interval must be month or year'], 409: [MembershipMessages.noPaidPlan, MembershipMessages.switchCancelled] },
  })
  @Put('membership/plan')
  switchPlan(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MembershipDto>> {
    return this.identity.forward<MembershipDto>(IdentityPatterns.switchMembership, requireSignedIn(caller), body ?? {});
  }

  @Route({
    summary: 'Keep a cancelled plan', audience: 'member', ok: MembershipResponse,
    description: 'Undoes a cancellation before the period ends: the plan renews again.',
    errors: { 409: [MembershipMessages.noPaidPlan, MembershipMessages.notCancelled] },
  })
  @Post('membership/resume')
  @HttpCode(200)
  resume(@CurrentCaller() caller: Caller): Promise<ForwardedJson<MembershipDto>> {
    return this.identity.forward<MembershipDto>(IdentityPatterns.resumeMembership, requireSignedIn(caller), {});
  }
}
