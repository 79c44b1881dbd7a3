import { Module } from '@nestjs/common';
import { MembersReportModule } from '../strains/members-report/members-report.module.js';
import { StrainStoriesController } from './strain-stories.controller.js';
import { StrainStoriesRepository } from './strain-stories.repository.js';
import { StrainStoriesService } from './strain-stories.service.js';

/** Writes keep the strain page's members report current (review_count in the same transaction). */
@Module({
  imports: [MembersReportModule],
  controllers: [StrainStoriesController],
  providers: [StrainStoriesService, StrainStoriesRepository],
  exports: [StrainStoriesRepository],
})
export class StrainStoriesModule {}
