import { Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DirectMessageMessages, SocialMessages, SocialPatterns, type FollowResult, type Caller } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { FollowResponse } from './follows.schemas.js';

/** Follow and unfollow a member; both are idempotent and answer the resulting state. */
@ApiTags('follows')
@Controller('api/users')
export class FollowsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Route({
    summary: 'Follow a member (idempotent)', audience: 'member', limit: 'follows', ok: FollowResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [SocialMessages.cannotFollowSelf], 403: [DirectMessageMessages.cannotFollow], 404: [SocialMessages.userNotFound] },
  })
  @Post(':id/follow')
  @HttpCode(200)
  follow(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<FollowResult>> {
    return this.social.forward(SocialPatterns.follow, caller, { userId: id });
  }

  @Route({
    summary: 'Stop following a member (idempotent)', audience: 'member', limit: 'follows', ok: FollowResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: [SocialMessages.cannotFollowSelf], 404: [SocialMessages.userNotFound] },
  })
  @Delete(':id/follow')
  unfollow(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<FollowResult>> {
    return this.social.forward(SocialPatterns.unfollow, caller, { userId: id });
  }
}
