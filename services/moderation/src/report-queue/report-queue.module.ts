import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SuspensionsModule } from '../suspensions/suspensions.module.js';
import { ReportQueueController } from './report-queue.controller.js';
import { ReportQueueRepository } from './report-queue.repository.js';
import { ReportQueueService } from './report-queue.service.js';

@Module({ imports: [AuditModule, SuspensionsModule], controllers: [ReportQueueController], providers: [ReportQueueService, ReportQueueRepository] })
export class ReportQueueModule {}
