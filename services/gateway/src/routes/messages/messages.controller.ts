import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DirectMessageMessages, ModerationPatterns, NewAccountMessages, PageMessages, ReportMessages, SocialPatterns, type ConversationDto, type MessageDto, type MessageSettingsDto, type MessageStatusDto, type Page, type ReportOutcomeDto, type ReportReceiptDto, type UnreadCountDto, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { LimitNewAccounts } from '../../security/new-account-limits.js';
import { CurrentCaller } from '../../session/actor.js';
import { bodyWith, pageQuery, type QueryParams } from '../shared/request-payload.js';
import { OkResponse, PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  ConversationResponse, CreateReportBody, MessageResponse, MessageSettingsBody, MessageSettingsResponse, MessageStatusResponse, ReportOutcomeResponse,
  ReportReceiptResponse, SendMessageBody, UnreadCountResponse,
} from './messages.schemas.js';

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
  inbox(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<ConversationDto>>> {
    return this.social.forward(SocialPatterns.listConversations, caller, pageQuery(query));
  }

  @Route({ summary: 'Unread messages (the top bar\'s badge)', audience: 'member', ok: UnreadCountResponse })
  @Get('unread/count')
  unreadCount(@CurrentCaller() caller: Caller): Promise<ForwardedJson<UnreadCountDto>> {
    return this.social.forward(SocialPatterns.unreadCount, caller, {});
  }

  @Route({ summary: 'Who may message the caller', audience: 'member', ok: MessageSettingsResponse })
  @Get('settings')
  settings(@CurrentCaller() caller: Caller): Promise<ForwardedJson<MessageSettingsDto>> {
    return this.social.forward(SocialPatterns.getMessageSettings, caller, {});
  }

  @Route({
    summary: 'Change who may message the caller', audience: 'member', body: MessageSettingsBody, ok: MessageSettingsResponse,
    errors: { 400: [DirectMessageMessages.invalidPrivacy] },
  })
  @Put('settings')
  updateSettings(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MessageSettingsDto>> {
    return this.social.forward(SocialPatterns.updateMessageSettings, caller, body ?? {});
  }

  /** The member's reviewed reports not yet dismissed (moderation). */
  @Route({
    summary: 'The caller\'s reviewed reports not yet dismissed', audience: 'member', ok: PageOf(ReportOutcomeResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get('report-outcomes')
  reportOutcomes(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<ReportOutcomeDto>>> {
    return this.moderation.forward(ModerationPatterns.listReportOutcomes, caller, pageQuery(query));
  }

  @Route({
    summary: 'Dismiss a report outcome (idempotent)', audience: 'member', ok: OkResponse,
    params: { reportId: { type: 'uuid', description: 'The report.' } }, errors: { 404: [ReportMessages.reportNotFound] },
  })
  @Post('report-outcomes/:reportId/dismiss')
  @HttpCode(200)
  dismissReportOutcome(@Param('reportId') reportId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.moderation.forward(ModerationPatterns.dismissReportOutcome, caller, { reportId });
  }

  @Route({
    summary: 'Whether the caller may message a member', audience: 'member', ok: MessageStatusResponse,
    params: { userId: { type: 'uuid', description: 'The other member.' } },
    description: '`canMessage` is false when a block (either way) or the member\'s setting refuses, without saying which; `blockedByMe` is the caller\'s own block.',
    errors: { 400: [DirectMessageMessages.cannotMessageSelf], 404: [DirectMessageMessages.userNotFound] },
  })
  @Get(':userId/status')
  status(@Param('userId') userId: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MessageStatusDto>> {
    return this.social.forward(SocialPatterns.messageStatus, caller, { userId });
  }

  @Route({
    summary: 'A conversation, newest message first', audience: 'member', ok: PageOf(MessageResponse), query: pageParams(), params: { userId: { type: 'uuid', description: 'The other member of the conversation.' } },
    description: 'Reading the newest page marks the other member\'s messages read; `nextCursor` leads to older messages.',
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit], 404: [DirectMessageMessages.userNotFound] },
  })
  @Get(':userId')
  conversation(@Param('userId') userId: string, @Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<MessageDto>>> {
    return this.social.forward(SocialPatterns.getConversation, caller, { userId, ...pageQuery(query) });
  }

  @LimitNewAccounts('conversations')
  @Route({
    summary: 'Send a message', audience: 'member', limit: 'direct-messages', body: SendMessageBody, ok: MessageResponse, status: 201, params: { userId: { type: 'uuid', description: 'The other member of the conversation.' } },
    errors: {
      400: [DirectMessageMessages.contentRequired, DirectMessageMessages.contentMax, DirectMessageMessages.cannotMessageSelf],
      403: [DirectMessageMessages.cannotMessage, NewAccountMessages.conversations], 404: [DirectMessageMessages.userNotFound],
    },
  })
  @Post(':userId')
  @HttpCode(201)
  send(@Param('userId') userId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<MessageDto>> {
    return this.social.forward(SocialPatterns.sendMessage, caller, bodyWith(body, 'userId', userId));
  }

  /** 503 with a message while moderation is down; messaging itself does not depend on it. */
  @LimitNewAccounts('reports')
  @Route({
    summary: 'Report a message to the moderators', audience: 'member', limit: 'reports', body: CreateReportBody, ok: ReportReceiptResponse, status: 201,
    params: { messageId: { type: 'uuid', description: 'The message (one the caller received; its sender gets a 403).' } },
    errors: {
      400: [ReportMessages.reasonRequired, ReportMessages.reasonMax, ReportMessages.reasonCharacters],
      403: [ReportMessages.ownMessage], 404: [ReportMessages.messageNotFound],
      409: [ReportMessages.alreadyReported], 429: [NewAccountMessages.reports],
    },
  })
  @Post(':messageId/report')
  @HttpCode(201)
  report(@Param('messageId') messageId: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<ReportReceiptDto>> {
    return this.moderation.forward(ModerationPatterns.createReport, caller, bodyWith(body, 'messageId', messageId));
  }
}
