import { Body, Controller, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ModerationPatterns, type Actor, type AdminMessageStatsDto, type AuditEntryDto, type MessageReportDto, type Page, type UserMessageDto,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith, pageQuery } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

/** Message monitoring and the audit log; the moderation service answers 401/403 to non-admins. */
@ApiTags('admin-messages')
@Controller('api/admin')
export class AdminMessagesController {
  constructor(@Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient) {}

  @Get('messages/stats')
  stats(@CurrentActor() actor: Actor | null): Promise<AdminMessageStatsDto> {
    return this.moderation.send(ModerationPatterns.stats, actor, {});
  }

  @Get('messages/reported')
  reported(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<MessageReportDto>> {
    return this.moderation.send(ModerationPatterns.listReports, actor, { status: query?.status, ...pageQuery(query) });
  }

  @Patch('messages/report/:reportId')
  updateReport(@Param('reportId') reportId: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MessageReportDto> {
    return this.moderation.send(ModerationPatterns.updateReportStatus, actor, bodyWith(body, 'reportId', reportId));
  }

  @Get('messages/user/:userId')
  userMessages(@Param('userId') userId: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<UserMessageDto>> {
    return this.moderation.send(ModerationPatterns.listUserMessages, actor, { userId, ...pageQuery(query) });
  }

  @Get('audit')
  audit(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<AuditEntryDto>> {
    return this.moderation.send(ModerationPatterns.listAudit, actor, pageQuery(query));
  }
}
