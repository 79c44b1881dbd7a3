import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type MembershipDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { MembershipService } from './membership.service.js';

@Controller()
export class MembershipController {
  constructor(private readonly memberships: MembershipService) {}

  @MessagePattern(IdentityPatterns.getMembership)
  get(@Payload() request: RpcRequest<unknown>): Promise<MembershipDto> {
    return this.memberships.get(requireActor(request).id);
  }

  @MessagePattern(IdentityPatterns.checkout)
  checkout(@Payload() request: RpcRequest<unknown>): Promise<MembershipDto> {
    return this.memberships.checkout(requireActor(request).id, request.data);
  }

  @MessagePattern(IdentityPatterns.cancelMembership)
  cancel(@Payload() request: RpcRequest<unknown>): Promise<MembershipDto> {
    return this.memberships.cancel(requireActor(request).id);
  }

  @MessagePattern(IdentityPatterns.switchMembership)
  switchPlan(@Payload() request: RpcRequest<unknown>): Promise<MembershipDto> {
    return this.memberships.switchPlan(requireActor(request).id, request.data);
  }

  @MessagePattern(IdentityPatterns.resumeMembership)
  resume(@Payload() request: RpcRequest<unknown>): Promise<MembershipDto> {
    return this.memberships.resume(requireActor(request).id);
  }
}
