import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { FollowsRepository } from '../follows/follows.repository.js';
import { BlocksController } from './blocks.controller.js';
import { BlocksRepository } from './blocks.repository.js';
import { BlocksService } from './blocks.service.js';

/**
 * Exports BlocksRepository to follows, comments, likes and messages, which refuse what a block forbids.
 * FollowsRepository (stateless SQL) is provided here rather than imported from FollowsModule,
 * which itself imports this module.
 */
@Module({
  imports: [UserCardsModule],
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository, FollowsRepository],
  exports: [BlocksRepository],
})
export class BlocksModule {}
