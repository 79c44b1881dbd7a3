import { Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SocialPatterns, type Actor, type FollowResult } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';

/** Follow and unfollow a member; both are idempotent and answer the resulting state. */
@ApiTags('follows')
@Controller('api/users')
export class FollowsController {
  constructor(@Inject(serviceClientToken('social')) private readonly social: ServiceClient) {}

  @Post(':id/follow')
  @HttpCode(200)
  follow(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<FollowResult> {
    return this.social.send(SocialPatterns.follow, actor, { userId: id });
  }

  @Delete(':id/follow')
  unfollow(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<FollowResult> {
    return this.social.send(SocialPatterns.unfollow, actor, { userId: id });
  }
}
