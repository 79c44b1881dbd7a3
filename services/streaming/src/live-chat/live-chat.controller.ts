import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LivestreamMessages, StreamingPatterns,
  type ChatRestrictionDto, type LiveChatMessageDto, type LiveStreamDto, type Page, type RpcRequest,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { ChatModerationService } from './chat-moderation.service.js';
import { LiveChatService } from './live-chat.service.js';

/** Chat history and moderation over NATS. Chat itself arrives over the live channel (/ws). */
@Controller()
export class LiveChatController {
  constructor(private readonly chat: LiveChatService, private readonly moderation: ChatModerationService) {}

  @MessagePattern(StreamingPatterns.listChats)
  history(@Payload() request: RpcRequest<unknown>): Promise<Page<LiveChatMessageDto>> {
    return this.chat.history(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.deleteChat)
  deleteMessage(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.chat.deleteMessage(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.listRestrictions)
  restrictions(@Payload() request: RpcRequest<unknown>): Promise<Page<ChatRestrictionDto>> {
    return this.moderation.list(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.ban)
  ban(@Payload() request: RpcRequest<unknown>): Promise<ChatRestrictionDto> {
    return this.moderation.ban(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.timeout)
  timeout(@Payload() request: RpcRequest<unknown>): Promise<ChatRestrictionDto> {
    return this.moderation.timeout(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.liftRestriction)
  lift(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.moderation.lift(requireActor(request, LivestreamMessages.signInToView), request.data);
  }

  @MessagePattern(StreamingPatterns.updateChatSettings)
  updateSettings(@Payload() request: RpcRequest<unknown>): Promise<LiveStreamDto> {
    return this.moderation.updateSettings(requireActor(request, LivestreamMessages.signInToView), request.data);
  }
}
