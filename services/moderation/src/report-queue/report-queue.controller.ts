import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type Page, type QueuedReportDto, type RpcRequest } from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { ReportQueueService } from './report-queue.service.js';

@Controller()
export class ReportQueueController {
  constructor(private readonly queue: ReportQueueService) {}

  @MessagePattern(ModerationPatterns.listReportQueue)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<QueuedReportDto>> {
    requireAdmin(request);
    return this.queue.list(request.data);
  }

  @MessagePattern(ModerationPatterns.decideReport)
  decide(@Payload() request: RpcRequest<unknown>): Promise<QueuedReportDto> {
    return this.queue.decide(requireAdmin(request), request.data);
  }
}
