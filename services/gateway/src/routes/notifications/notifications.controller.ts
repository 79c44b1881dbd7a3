import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  NotificationMessages, NotificationsPatterns, PageMessages, type NotificationDto, type NotificationSettingsDto, type Page, type UnreadNotificationsDto, type Caller,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import {
  MarkReadBody, NotificationResponse, NotificationSettingsBody, NotificationSettingsResponse, UnreadNotificationsResponse,
} from './notifications.schemas.js';

/** The caller's notifications and their settings (the notifications service). */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(@Inject(serviceClientToken('notifications')) private readonly notifications: ServiceClient) {}

  @Route({
    summary: 'The caller\'s notifications, grouped, newest group first', audience: 'member', ok: PageOf(NotificationResponse), query: pageParams(),
    errors: { 400: [PageMessages.invalidCursor, PageMessages.invalidLimit] },
  })
  @Get()
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<NotificationDto>>> {
    return this.notifications.forward(NotificationsPatterns.list, caller, pageQuery(query));
  }

  @Route({ summary: 'Unread notification groups (the top bar\'s bell)', audience: 'member', ok: UnreadNotificationsResponse })
  @Get('unread/count')
  unreadCount(@CurrentCaller() caller: Caller): Promise<ForwardedJson<UnreadNotificationsDto>> {
    return this.notifications.forward(NotificationsPatterns.unreadCount, caller, {});
  }

  @Route({
    summary: 'Mark the caller\'s notifications read: all, or up to a time', audience: 'member', body: MarkReadBody, bodyRequired: false,
    ok: UnreadNotificationsResponse, errors: { 400: [NotificationMessages.upToInvalid] },
  })
  @Post('read')
  @HttpCode(200)
  markRead(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<UnreadNotificationsDto>> {
    return this.notifications.forward(NotificationsPatterns.markRead, caller, body ?? {});
  }

  @Route({ summary: 'Which notifications the caller gets, and from whom', audience: 'member', ok: NotificationSettingsResponse })
  @Get('settings')
  settings(@CurrentCaller() caller: Caller): Promise<ForwardedJson<NotificationSettingsDto>> {
    return this.notifications.forward(NotificationsPatterns.getSettings, caller, {});
  }

  @Route({
    summary: 'Change the caller\'s notification settings (fields left out keep their value)', audience: 'member', body: NotificationSettingsBody,
    ok: NotificationSettingsResponse, errors: { 400: [NotificationMessages.fromInvalid] },
  })
  @Put('settings')
  updateSettings(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<NotificationSettingsDto>> {
    return this.notifications.forward(NotificationsPatterns.updateSettings, caller, body ?? {});
  }
}
