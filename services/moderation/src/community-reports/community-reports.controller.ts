import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ModerationPatterns, type ContentReportReceiptDto, type ModerationNoticeDto, type MyContentReportDto, type Page, type RpcRequest,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { CommunityReportsService } from './community-reports.service.js';

@Controller()
export class CommunityReportsController {
  constructor(private readonly reports: CommunityReportsService) {}

  @MessagePattern(ModerationPatterns.createContentReport)
  create(@Payload() request: RpcRequest<unknown>): Promise<ContentReportReceiptDto> {
    return this.reports.create(requireActor(request), request.data, request.requestId);
  }

  @MessagePattern(ModerationPatterns.listMyContentReports)
  mine(@Payload() request: RpcRequest<unknown>): Promise<Page<MyContentReportDto>> {
    return this.reports.mine(requireActor(request), request.data);
  }

  @MessagePattern(ModerationPatterns.listModerationNotices)
  notices(@Payload() request: RpcRequest<unknown>): Promise<Page<ModerationNoticeDto>> {
    return this.reports.notices(requireActor(request), request.data);
  }
}
