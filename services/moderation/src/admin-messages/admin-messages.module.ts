import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { AuditModule } from '../audit/audit.module.js';
import { MessageCopiesModule } from '../message-copies/message-copies.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { AccountErasureModule } from '../account-erasure/account-erasure.module.js';

@Module({ imports: [UserCardsModule, ReportsModule, MessageCopiesModule, AuditModule, AccountErasureModule], controllers: [AdminMessagesController], providers: [AdminMessagesService], exports: [AdminMessagesService] })
export class AdminMessagesModule {}
