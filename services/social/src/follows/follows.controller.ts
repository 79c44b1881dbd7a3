import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type FollowResult, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { FollowsService } from './follows.service.js';

@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @MessagePattern(SocialPatterns.follow)
  follow(@Payload() request: RpcRequest<unknown>): Promise<FollowResult> {
    return this.follows.follow(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.unfollow)
  unfollow(@Payload() request: RpcRequest<unknown>): Promise<FollowResult> {
    return this.follows.unfollow(requireActor(request), request.data);
  }
}
