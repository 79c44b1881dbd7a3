import { Module } from '@nestjs/common';
import { MembersReportModule } from '../strains/members-report/members-report.module.js';
import { StrainStoriesModule } from '../strain-stories/strain-stories.module.js';
import { ContentRemovedConsumer } from './content-removed.consumer.js';
import { ReportTargetsController } from './report-targets.controller.js';
import { ReportTargetsService } from './report-targets.service.js';

@Module({ imports: [StrainStoriesModule, MembersReportModule], controllers: [ReportTargetsController], providers: [ReportTargetsService, ContentRemovedConsumer] })
export class ReportTargetsModule {}
