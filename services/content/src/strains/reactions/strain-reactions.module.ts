import { Module } from '@nestjs/common';
import { StrainReactionsController } from './strain-reactions.controller.js';
import { StrainReactionsRepository } from './strain-reactions.repository.js';
import { StrainReactionsService } from './strain-reactions.service.js';

/** Emoji reactions to strains (spec §2 "Emoji reactions"). */
@Module({
  controllers: [StrainReactionsController],
  providers: [StrainReactionsRepository, StrainReactionsService],
})
export class StrainReactionsModule {}
