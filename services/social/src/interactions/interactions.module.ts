import { Module } from '@nestjs/common';
import { InteractionsRepository } from './interactions.repository.js';

/** Likes, comments and follows log what members do, in the transaction of the action. */
@Module({ providers: [InteractionsRepository], exports: [InteractionsRepository] })
export class InteractionsModule {}
