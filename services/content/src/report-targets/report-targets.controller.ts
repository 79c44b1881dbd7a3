import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type ReportTargetDto, type RpcRequest } from '@cannaverse/contracts';
import { ReportTargetsService } from './report-targets.service.js';

/** Only the moderation service may send this request (NATS permissions); it carries no actor. */
@Controller()
export class ReportTargetsController {
  constructor(private readonly targets: ReportTargetsService) {}

  @MessagePattern(ContentPatterns.reportTarget)
  find(@Payload() request: RpcRequest<unknown>): Promise<ReportTargetDto> {
    return this.targets.find(request.data);
  }
}
