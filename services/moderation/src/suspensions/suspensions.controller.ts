import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type MemberSuspensionStateDto, type RpcRequest, type SuspensionDto, type SuspensionLiftedDto } from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { SuspensionsService } from './suspensions.service.js';

@Controller()
export class SuspensionsController {
  constructor(private readonly suspensions: SuspensionsService) {}

  @MessagePattern(ModerationPatterns.suspendMember)
  suspend(@Payload() request: RpcRequest<unknown>): Promise<SuspensionDto> {
    return this.suspensions.suspend(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.liftSuspension)
  lift(@Payload() request: RpcRequest<unknown>): Promise<SuspensionLiftedDto> {
    return this.suspensions.lift(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.getSuspension)
  get(@Payload() request: RpcRequest<unknown>): Promise<MemberSuspensionStateDto> {
    requireAdmin(request);
    return this.suspensions.get(request.data);
  }
}
