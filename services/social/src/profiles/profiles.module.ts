import { Module } from '@nestjs/common';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

@Module({ controllers: [ProfilesController], providers: [ProfilesService] })
export class ProfilesModule {}
