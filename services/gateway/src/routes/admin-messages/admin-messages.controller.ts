import { Body, Controller, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ModerationPatterns, PageMessages, ReportMessages, type AdminMessageStatsDto, type AuditEntryDto, type MessageReportDto, type Page, type UserMessageDto, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  AdminMessageStatsResponse, AuditEntryResponse, MessageReportResponse, ReportStatusBody, UserMessageResponse,
} from './admin-messages.schemas.js';

/** Message monitoring and the audit log; the moderation service answers 401/403 to non-admins. */
@ApiTags('admin-messages')
@Controller('api/admin')
export class AdminMessagesController {
  constructor(@Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient) {}

  @Route({ summary: 'Message monitoring figures and the 5 newest reports', audience: 'admin', ok: AdminMessageStatsResponse })
  @Get('messages/stats')
  stats(@CurrentCaller() caller: Caller): Promise<ForwardedJson<AdminMessageStatsDto>> {
    return this.moderation.forward(ModerationPatterns.stats, caller, {});
  }

  @Route({
    summary: 'Reported messages, newest first', audience: 'admin', ok: PageOf(MessageReportResponse),
    query: [{ name: 'status', required: false, enum: ['pending', 'resolved', 'dismissed', 'all'], description: 'Default `all`.' }, ...pageParams()],
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit, ReportMessages.invalidFilter] },
  })
  @Get('messages/reported')
  reported(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<MessageReportDto>>> {
    return this.moderation.forward(ModerationPatterns.listReports, caller, { status: query?.status, ...pageQuery(query) });
  }

  @Route({
    summary: 'Resolve or dismiss a report', audience: 'admin', body: ReportStatusBody, ok: MessageReportResponse,
    params: { reportId: { type: 'uuid', description: 'The report.' } },
    errors: { 400: [ReportMessages.invalidStatus], 404: [ReportMessages.reportNotFound], 409: [ReportMessages.notPending] },
  })
  @Patch('messages/report/:reportId')
  updateReport(@Param('reportId') reportId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MessageReportDto>> {
    return this.moderation.forward(ModerationPatterns.updateReportStatus, caller, bodyWith(body, 'reportId', reportId));
  }

  @Route({
    summary: 'A member\'s messages, sent and received, newest first (audited)', audience: 'admin', ok: PageOf(UserMessageResponse), query: pageParams(),
    params: { userId: { type: 'string', description: 'The member: a user id, or a username (any case, an optional @).' } }, errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: [ReportMessages.userNotFound] },
  })
  @Get('messages/user/:userId')
  userMessages(@Param('userId') userId: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<UserMessageDto>>> {
    return this.moderation.forward(ModerationPatterns.listUserMessages, caller, { userId, ...pageQuery(query) });
  }

  @Route({
    summary: 'The audit log of admin reads, newest first', audience: 'admin', ok: PageOf(AuditEntryResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('audit')
  audit(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<AuditEntryDto>>> {
    return this.moderation.forward(ModerationPatterns.listAudit, caller, pageQuery(query));
  }
}
