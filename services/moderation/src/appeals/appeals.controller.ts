import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type MyAppealDto, type Page, type QueuedAppealDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor, requireAdmin } from '@cannaverse/platform';
import { AppealsService } from './appeals.service.js';

@Controller()
export class AppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @MessagePattern(ModerationPatterns.createAppeal)
  create(@Payload() request: RpcRequest<unknown>): Promise<MyAppealDto> {
    return this.appeals.create(requireActor(request), request.data);
  }

  @MessagePattern(ModerationPatterns.listAppeals)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<QueuedAppealDto>> {
    requireAdmin(request);
    return this.appeals.list(request.data);
  }

  @MessagePattern(ModerationPatterns.decideAppeal)
  decide(@Payload() request: RpcRequest<unknown>): Promise<QueuedAppealDto> {
    return this.appeals.decide(requireAdmin(request), request.data);
  }
}
