import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsPatterns, type NotificationSettingsDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { SettingsService } from './settings.service.js';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(NotificationsPatterns.getSettings)
  get(@Payload() request: RpcRequest<unknown>): Promise<NotificationSettingsDto> {
    return this.settings.get(requireActor(request));
  }

  @MessagePattern(NotificationsPatterns.updateSettings)
  update(@Payload() request: RpcRequest<unknown>): Promise<NotificationSettingsDto> {
    return this.settings.update(requireActor(request), request.data);
  }
}
