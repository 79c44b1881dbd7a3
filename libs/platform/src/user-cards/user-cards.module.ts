import { Module } from '@nestjs/common';
import { UserCardsProjection } from './user-cards.projection.js';
import { UserCardsRepository } from './user-cards.repository.js';

/**
 * A local, always-current copy of members' public cards for a service that shows authors.
 * Import it in app.module and add CreateUserCards1763850000000 to the service's migrations.
 */
@Module({ providers: [UserCardsProjection, UserCardsRepository], exports: [UserCardsRepository] })
export class UserCardsModule {}
