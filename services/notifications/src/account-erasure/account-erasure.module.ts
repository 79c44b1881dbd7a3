import { Module } from '@nestjs/common';
import { NotificationsAccountErasure } from './account-erasure.handler.js';

/** Erasing a deleted account's notifications when identity's event arrives (issue 25). */
@Module({ providers: [NotificationsAccountErasure] })
export class AccountErasureModule {}
