import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { BlocksModule } from '../blocks/blocks.module.js';
import { FollowsRepository } from '../follows/follows.repository.js';
import { MessageSettingsRepository } from './message-settings.repository.js';
import { MessageSettingsService } from './message-settings.service.js';
import { MessagesController } from './messages.controller.js';
import { MessagesRepository } from './messages.repository.js';
import { MessagesService } from './messages.service.js';

/** Direct messages and who may send them. FollowsRepository is stateless SQL (see BlocksModule). */
@Module({
  imports: [UserCardsModule, BlocksModule],
  controllers: [MessagesController],
  providers: [MessagesService, MessageSettingsService, MessagesRepository, MessageSettingsRepository, FollowsRepository],
})
export class MessagesModule {}
