import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationsRepository], exports: [NotificationsRepository] })
export class NotificationsModule {}
