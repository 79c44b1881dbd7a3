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
    return this.queue.list(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.decideReport)
  decide(@Payload() request: RpcRequest<unknown>): Promise<QueuedReportDto> {
    return this.queue.decide(requireAdmin(request), request.data);
  }
}
