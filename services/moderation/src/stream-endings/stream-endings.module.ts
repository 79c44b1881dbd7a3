import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CommunityReportsModule } from '../community-reports/community-reports.module.js';
import { StreamEndingsController } from './stream-endings.controller.js';
import { StreamEndingsService } from './stream-endings.service.js';

@Module({ imports: [AuditModule, CommunityReportsModule], controllers: [StreamEndingsController], providers: [StreamEndingsService] })
export class StreamEndingsModule {}
