import { Module } from '@nestjs/common';
import { UserCardsProjection } from './user-cards.projection.js';

@Module({ providers: [UserCardsProjection] })
export class UserCardsModule {}
