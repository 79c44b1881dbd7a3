import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PageMessages, ModerationPatterns, SocialPatterns, type Actor, type ConversationDto, type MessageDto, type MessageSettingsDto, type Page,
  type ReportOutcomeDto, type ReportReceiptDto, type UnreadCountDto,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { bodyWith, pageQuery } from '../posts/request-payload.js';
import { OkResponse, PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  ConversationResponse, CreateReportBody, MessageResponse, MessageSettingsBody, MessageSettingsResponse, ReportOutcomeResponse,
  ReportReceiptResponse, SendMessageBody, UnreadCountResponse,
} from './messages.schemas.js';

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

  @Route({
    summary: 'The inbox: conversations, newest first', audience: 'member', ok: PageOf(ConversationResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get()
  inbox(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<ConversationDto>> {
    return this.social.send(SocialPatterns.listConversations, actor, pageQuery(query));
  }

  @Route({ summary: 'Unread messages (the top bar\'s badge)', audience: 'member', ok: UnreadCountResponse })
  @Get('unread/count')
  unreadCount(@CurrentActor() actor: Actor | null): Promise<UnreadCountDto> {
    return this.social.send(SocialPatterns.unreadCount, actor, {});
  }

  @Route({ summary: 'Who may message the caller', audience: 'member', ok: MessageSettingsResponse })
  @Get('settings')
  settings(@CurrentActor() actor: Actor | null): Promise<MessageSettingsDto> {
    return this.social.send(SocialPatterns.getMessageSettings, actor, {});
  }

  @Route({
    summary: 'Change who may message the caller', audience: 'member', body: MessageSettingsBody, ok: MessageSettingsResponse,
    errors: { 400: ["allowMessagesFrom must be 'everyone', 'following' or 'nobody'"] },
  })
  @Put('settings')
  updateSettings(@Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MessageSettingsDto> {
    return this.social.send(SocialPatterns.updateMessageSettings, actor, body ?? {});
  }

  /** The member's reviewed reports not yet dismissed (moderation). */
  @Route({
    summary: 'The caller\'s reviewed reports not yet dismissed', audience: 'member', ok: PageOf(ReportOutcomeResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('report-outcomes')
  reportOutcomes(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<ReportOutcomeDto>> {
    return this.moderation.send(ModerationPatterns.listReportOutcomes, actor, pageQuery(query));
  }

  @Route({
    summary: 'Dismiss a report outcome (idempotent)', audience: 'member', ok: OkResponse,
    params: { reportId: { type: 'uuid', description: 'The report.' } }, errors: { 404: ['Report not found'] },
  })
  @Post('report-outcomes/:reportId/dismiss')
  @HttpCode(200)
  dismissReportOutcome(@Param('reportId') reportId: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.moderation.send(ModerationPatterns.dismissReportOutcome, actor, { reportId });
  }

  @Route({
    summary: 'A conversation, newest message first', audience: 'member', ok: PageOf(MessageResponse), query: pageParams(), params: { userId: { type: 'uuid', description: 'The other member of the conversation.' } },
    description: 'Reading the newest page marks the other member\'s messages read; `nextCursor` leads to older messages.',
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: ['User not found'] },
  })
  @Get(':userId')
  conversation(@Param('userId') userId: string, @Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<MessageDto>> {
    return this.social.send(SocialPatterns.getConversation, actor, { userId, ...pageQuery(query) });
  }

  @Route({
    summary: 'Send a message', audience: 'member', limit: 'direct-messages', body: SendMessageBody, ok: MessageResponse, status: 201, params: { userId: { type: 'uuid', description: 'The other member of the conversation.' } },
    errors: {
      400: ['Message cannot be empty', "Message can't exceed 2000 characters", "You can't message yourself"],
      403: ["You can't message this member"], 404: ['User not found'],
    },
  })
  @Post(':userId')
  @HttpCode(201)
  send(@Param('userId') userId: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<MessageDto> {
    return this.social.send(SocialPatterns.sendMessage, actor, bodyWith(body, 'userId', userId));
  }

  /** 503 with a message while moderation is down; messaging itself does not depend on it. */
  @Route({
    summary: 'Report a message to the moderators', audience: 'member', limit: 'reports', body: CreateReportBody, ok: ReportReceiptResponse, status: 201,
    params: { messageId: { type: 'uuid', description: 'The message (one the caller received; its sender gets a 403).' } },
    errors: {
      400: ['Please give a reason for your report', "Reason can't exceed 500 characters", 'Reason contains characters that are not allowed'],
      403: ["You can't report your own message"], 404: ['Message not found'],
      409: ['You have already reported this message'],
    },
  })
  @Post(':messageId/report')
  @HttpCode(201)
  report(@Param('messageId') messageId: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<ReportReceiptDto> {
    return this.moderation.send(ModerationPatterns.createReport, actor, bodyWith(body, 'messageId', messageId));
  }
}
