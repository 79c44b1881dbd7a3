import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsPatterns, type NotificationDto, type Page, type RpcRequest, type UnreadNotificationsDto } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { NotificationsService } from './notifications.service.js';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(NotificationsPatterns.list)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<NotificationDto>> {
    return this.notifications.list(requireActor(request), request.data);
  }

  @MessagePattern(NotificationsPatterns.unreadCount)
  unreadCount(@Payload() request: RpcRequest<unknown>): Promise<UnreadNotificationsDto> {
    return this.notifications.unreadCount(requireActor(request));
  }

  @MessagePattern(NotificationsPatterns.markRead)
  markRead(@Payload() request: RpcRequest<unknown>): Promise<UnreadNotificationsDto> {
    return this.notifications.markRead(requireActor(request), request.data);
  }
}
