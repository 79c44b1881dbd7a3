import { Module } from '@nestjs/common';
import { ContentAccountErasure } from './account-erasure.handler.js';

/** Erasing a deleted account's content data when identity's event arrives (issue 25). */
@Module({ providers: [ContentAccountErasure] })
export class AccountErasureModule {}
