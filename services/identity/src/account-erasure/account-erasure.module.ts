import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AvatarStorageService } from '../profiles/avatar-storage.service.js';
import { AccountErasureController } from './account-erasure.controller.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { IdentityAccountErasure } from './account-erasure.handler.js';

/** Deleting an account (issue 25): the request, and identity's own erasure when its event arrives. */
@Module({
  imports: [UsersModule],
  controllers: [AccountErasureController],
  providers: [AccountDeletionService, IdentityAccountErasure, AvatarStorageService],
})
export class AccountErasureModule {}
