import { Module } from '@nestjs/common';
import { LiveBusModule } from '../live-bus/live-bus.module.js';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatRestrictionsRepository } from './chat-restrictions.repository.js';
import { LiveChatController } from './live-chat.controller.js';
import { LiveChatRepository } from './live-chat.repository.js';
import { LiveChatService } from './live-chat.service.js';

@Module({
  imports: [LiveBusModule, LivestreamsModule],
  controllers: [LiveChatController],
  providers: [LiveChatService, ChatModerationService, LiveChatRepository, ChatRestrictionsRepository],
  exports: [LiveChatService, LiveChatRepository, ChatRestrictionsRepository],
})
export class LiveChatModule {}
