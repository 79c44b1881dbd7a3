import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type MemberStatsDto, type ProfileCounts, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  /** Open to visitors: the gateway composes it into every public profile page. */
  @MessagePattern(SocialPatterns.profileCounts)
  profileCounts(@Payload() request: RpcRequest<unknown>): Promise<ProfileCounts> {
    return this.profiles.counts(request?.actor ?? null, request?.data);
  }

  @MessagePattern(SocialPatterns.memberStats)
  memberStats(@Payload() request: RpcRequest<unknown>): Promise<MemberStatsDto> {
    return this.profiles.stats(requireActor(request), request.data);
  }
}
