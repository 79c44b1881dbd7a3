import { Module } from '@nestjs/common';
import { SocialAccountErasure } from './account-erasure.handler.js';

/** Erasing a deleted account's social data when identity's event arrives (issue 25). */
@Module({ providers: [SocialAccountErasure] })
export class AccountErasureModule {}
