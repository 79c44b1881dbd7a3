import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ModerationPatterns, SocialPatterns, type Actor, type ConversationDto, type MessageDto, type MessageSettingsDto, type Page,
  type ReportOutcomeDto, type ReportReceiptDto, type UnreadCountDto,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith, pageQuery } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

/**
 * Direct messages (social) and reporting them (moderation). Static paths (`unread/count`,
 * `settings`, `report-outcomes`) win over `:userId` in the router whatever their order, and
 * `:messageId/report` has one segment more than `:userId`, so every path reaches its handler.
 */
@ApiTags('messages')
@Controller('api/messages')
export class MessagesController {
  constructor(
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
    @Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient,
  ) {}

  @Get()
  inbox(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<ConversationDto>> {
    return this.social.send(SocialPatterns.listConversations, actor, pageQuery(query));
  }

  @Get('unread/count')
  unreadCount(@CurrentActor() actor: Actor | null): Promise<UnreadCountDto> {
    return this.social.send(SocialPatterns.unreadCount, actor, {});
  }

  @Get('settings')
  settings(@CurrentActor() actor: Actor | null): Promise<MessageSettingsDto> {
    return this.social.send(SocialPatterns.getMessageSettings, actor, {});
  }

  @Put('settings')
  updateSettings(@Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MessageSettingsDto> {
    return this.social.send(SocialPatterns.updateMessageSettings, actor, body ?? {});
  }

  /** The member's reviewed reports not yet dismissed (moderation). */
  @Get('report-outcomes')
  reportOutcomes(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<ReportOutcomeDto>> {
    return this.moderation.send(ModerationPatterns.listReportOutcomes, actor, pageQuery(query));
  }

  @Post('report-outcomes/:reportId/dismiss')
  @HttpCode(200)
  dismissReportOutcome(@Param('reportId') reportId: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.moderation.send(ModerationPatterns.dismissReportOutcome, actor, { reportId });
  }

  @Get(':userId')
  conversation(@Param('userId') userId: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<MessageDto>> {
    return this.social.send(SocialPatterns.getConversation, actor, { userId, ...pageQuery(query) });
  }

  @Post(':userId')
  @HttpCode(201)
  send(@Param('userId') userId: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MessageDto> {
    return this.social.send(SocialPatterns.sendMessage, actor, bodyWith(body, 'userId', userId));
  }

  /** 503 with a message while moderation is down; messaging itself does not depend on it. */
  @Post(':messageId/report')
  @HttpCode(201)
  report(@Param('messageId') messageId: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<ReportReceiptDto> {
    return this.moderation.send(ModerationPatterns.createReport, actor, bodyWith(body, 'messageId', messageId));
  }
}
