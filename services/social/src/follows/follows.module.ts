import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { BlocksModule } from '../blocks/blocks.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { FollowsController } from './follows.controller.js';
import { FollowsRepository } from './follows.repository.js';
import { FollowsService } from './follows.service.js';

@Module({ imports: [UserCardsModule, InteractionsModule, BlocksModule], controllers: [FollowsController], providers: [FollowsService, FollowsRepository] })
export class FollowsModule {}
