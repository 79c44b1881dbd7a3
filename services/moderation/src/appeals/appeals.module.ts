import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AppealsController } from './appeals.controller.js';
import { AppealsRepository } from './appeals.repository.js';
import { AppealsService } from './appeals.service.js';

@Module({ imports: [AuditModule], controllers: [AppealsController], providers: [AppealsService, AppealsRepository] })
export class AppealsModule {}
