import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ModerationPatterns, type AdminMessageStatsDto, type MessageReportDto, type ModerationDashboardDto, type Page, type RpcRequest, type UserMessageDto,
} from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { AdminMessagesService } from './admin-messages.service.js';

/** Every call: 401 signed out, 403 for members. */
@Controller()
export class AdminMessagesController {
  constructor(private readonly admin: AdminMessagesService) {}

  @MessagePattern(ModerationPatterns.stats)
  stats(@Payload() request: RpcRequest<unknown>): Promise<AdminMessageStatsDto> {
    return this.admin.stats(requireAdmin(request));
  }

  @MessagePattern(ModerationPatterns.listReports)
  listReports(@Payload() request: RpcRequest<unknown>): Promise<Page<MessageReportDto>> {
    return this.admin.listReports(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.updateReportStatus)
  updateStatus(@Payload() request: RpcRequest<unknown>): Promise<MessageReportDto> {
    return this.admin.updateStatus(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.listUserMessages)
  userMessages(@Payload() request: RpcRequest<unknown>): Promise<Page<UserMessageDto>> {
    return this.admin.userMessages(requireAdmin(request), request.data);
  }

  @MessagePattern(ModerationPatterns.dashboard)
  dashboard(@Payload() request: RpcRequest<unknown>): Promise<ModerationDashboardDto> {
    requireAdmin(request);
    return this.admin.dashboard();
  }
}
