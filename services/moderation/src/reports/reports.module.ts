import { Module } from '@nestjs/common';
import { MessageCopiesModule } from '../message-copies/message-copies.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({ imports: [MessageCopiesModule], controllers: [ReportsController], providers: [ReportsService, ReportsRepository], exports: [ReportsRepository] })
export class ReportsModule {}
