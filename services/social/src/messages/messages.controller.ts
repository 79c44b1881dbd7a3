import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SocialPatterns, type ConversationDto, type MessageDto, type MessageSettingsDto, type MessageStatusDto, type Page, type RpcRequest, type UnreadCountDto,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { MessageSettingsService } from './message-settings.service.js';
import { MessagesService } from './messages.service.js';

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService, private readonly settings: MessageSettingsService) {}

  @MessagePattern(SocialPatterns.listConversations)
  inbox(@Payload() request: RpcRequest<unknown>): Promise<Page<ConversationDto>> {
    return this.messages.inbox(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.getConversation)
  conversation(@Payload() request: RpcRequest<unknown>): Promise<Page<MessageDto>> {
    return this.messages.conversation(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.messageStatus)
  status(@Payload() request: RpcRequest<unknown>): Promise<MessageStatusDto> {
    return this.messages.status(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.sendMessage)
  send(@Payload() request: RpcRequest<unknown>): Promise<MessageDto> {
    return this.messages.send(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.unreadCount)
  unreadCount(@Payload() request: RpcRequest<unknown>): Promise<UnreadCountDto> {
    return this.messages.unreadCount(requireActor(request));
  }

  @MessagePattern(SocialPatterns.getMessageSettings)
  getSettings(@Payload() request: RpcRequest<unknown>): Promise<MessageSettingsDto> {
    return this.settings.get(requireActor(request));
  }

  @MessagePattern(SocialPatterns.updateMessageSettings)
  updateSettings(@Payload() request: RpcRequest<unknown>): Promise<MessageSettingsDto> {
    return this.settings.update(requireActor(request), request.data);
  }
}
