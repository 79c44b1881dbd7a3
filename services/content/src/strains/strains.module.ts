import { Module } from '@nestjs/common';
import { MembersReportModule } from './members-report/members-report.module.js';
import { StrainImportController } from './import/strain-import.controller.js';
import { StrainImportRepository } from './import/strain-import.repository.js';
import { StrainImportService } from './import/strain-import.service.js';
import { StrainsController } from './strains.controller.js';
import { StrainsRepository } from './strains.repository.js';
import { StrainsService } from './strains.service.js';

/** The strain library: the catalogue and its import (reactions and members' reports are their own modules). */
@Module({
  imports: [MembersReportModule],
  controllers: [StrainsController, StrainImportController],
  providers: [StrainsRepository, StrainsService, StrainImportRepository, StrainImportService],
  exports: [StrainsRepository],
})
export class StrainsModule {}
