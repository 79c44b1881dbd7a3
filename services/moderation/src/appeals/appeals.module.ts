import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SuspensionsModule } from '../suspensions/suspensions.module.js';
import { AppealsController } from './appeals.controller.js';
import { AppealsRepository } from './appeals.repository.js';
import { AppealsService } from './appeals.service.js';

@Module({ imports: [AuditModule, SuspensionsModule], controllers: [AppealsController], providers: [AppealsService, AppealsRepository] })
export class AppealsModule {}
