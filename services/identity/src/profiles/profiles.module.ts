import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AvatarStorageService } from './avatar-storage.service.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

/** Members' profiles and avatars (the gateway adds social's counts to them). */
@Module({ imports: [UsersModule], controllers: [ProfilesController], providers: [ProfilesService, AvatarStorageService] })
export class ProfilesModule {}
