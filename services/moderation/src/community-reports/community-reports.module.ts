import { Module } from '@nestjs/common';
import { UserCardsModule } from '@cannaverse/platform';
import { CommunityReportsController } from './community-reports.controller.js';
import { CommunityReportsRepository } from './community-reports.repository.js';
import { CommunityReportsService } from './community-reports.service.js';
import { ReportTargetsClient } from './report-targets.client.js';

@Module({
  imports: [UserCardsModule],
  controllers: [CommunityReportsController],
  providers: [CommunityReportsService, CommunityReportsRepository, ReportTargetsClient],
  exports: [ReportTargetsClient],
})
export class CommunityReportsModule {}
