import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { MutesController } from './mutes.controller.js';
import { MutesRepository } from './mutes.repository.js';
import { MutesService } from './mutes.service.js';

/** Muted members and muted words (issue 24); the lists' queries read the tables themselves (common/visibility.ts). */
@Module({
  imports: [UserCardsModule],
  controllers: [MutesController],
  providers: [MutesService, MutesRepository],
})
export class MutesModule {}
