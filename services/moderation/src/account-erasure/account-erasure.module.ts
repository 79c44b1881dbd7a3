import { Module } from '@nestjs/common';
import { ModerationAccountErasure } from './account-erasure.handler.js';
import { AccountErasuresRepository } from './account-erasures.repository.js';
import { ModerationRetention } from '../retention/message-text-retention.js';

/** Erasing a deleted account's moderation data, recording every service's erasure, and the retention job (issue 25). */
@Module({ providers: [ModerationAccountErasure, AccountErasuresRepository, ModerationRetention], exports: [AccountErasuresRepository] })
export class AccountErasureModule {}
