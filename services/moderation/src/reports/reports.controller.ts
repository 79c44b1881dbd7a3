import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type Page, type ReportOutcomeDto, type ReportReceiptDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { ReportsService } from './reports.service.js';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @MessagePattern(ModerationPatterns.createReport)
  create(@Payload() request: RpcRequest<unknown>): Promise<ReportReceiptDto> {
    return this.reports.create(requireActor(request), request.data);
  }

  @MessagePattern(ModerationPatterns.listReportOutcomes)
  outcomes(@Payload() request: RpcRequest<unknown>): Promise<Page<ReportOutcomeDto>> {
    return this.reports.outcomes(requireActor(request), request.data);
  }

  @MessagePattern(ModerationPatterns.dismissReportOutcome)
  dismissOutcome(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.reports.dismissOutcome(requireActor(request), request.data);
  }
}
