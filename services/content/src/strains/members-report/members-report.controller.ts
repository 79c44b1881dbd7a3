import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type RpcRequest, type StrainMembersReportDto } from '@cannaverse/contracts';
import { MembersReportService } from './members-report.service.js';

@Controller()
export class MembersReportController {
  constructor(private readonly reports: MembersReportService) {}

  @MessagePattern(ContentPatterns.strainMembersReport)
  report(@Payload() request: RpcRequest<unknown>): Promise<StrainMembersReportDto> {
    return this.reports.report(request.data);
  }
}
