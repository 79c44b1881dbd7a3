import { Module } from '@nestjs/common';
import { MessageCopiesProjection } from './message-copies.projection.js';
import { MessageCopiesRepository } from './message-copies.repository.js';

@Module({ providers: [MessageCopiesProjection, MessageCopiesRepository], exports: [MessageCopiesRepository] })
export class MessageCopiesModule {}
