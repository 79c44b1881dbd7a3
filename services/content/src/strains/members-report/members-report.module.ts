import { Module } from '@nestjs/common';
import { MembersReportController } from './members-report.controller.js';
import { MembersReportRepository } from './members-report.repository.js';
import { MembersReportService } from './members-report.service.js';
import { PostRatingsProjection } from './post-ratings.projection.js';

/**
 * The strain page's members report and review_count. Exports the repository: the strain stories
 * feature calls refreshReviewCountsById in its write transactions (docs/decisions.md).
 */
@Module({
  controllers: [MembersReportController],
  providers: [MembersReportRepository, MembersReportService, PostRatingsProjection],
  exports: [MembersReportRepository],
})
export class MembersReportModule {}
