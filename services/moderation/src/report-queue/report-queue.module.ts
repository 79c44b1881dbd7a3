import { Module } from '@nestjs/common';
import { AdminMessagesModule } from '../admin-messages/admin-messages.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SuspensionsModule } from '../suspensions/suspensions.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportQueueController } from './report-queue.controller.js';
import { ReportQueueRepository } from './report-queue.repository.js';
import { ReportQueueService } from './report-queue.service.js';

@Module({ imports: [AuditModule, SuspensionsModule, ReportsModule, AdminMessagesModule], controllers: [ReportQueueController], providers: [ReportQueueService, ReportQueueRepository] })
export class ReportQueueModule {}
