import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SuspensionsController } from './suspensions.controller.js';
import { SuspensionsRepository } from './suspensions.repository.js';
import { SuspensionsService } from './suspensions.service.js';

@Module({ imports: [AuditModule], controllers: [SuspensionsController], providers: [SuspensionsService, SuspensionsRepository], exports: [SuspensionsService] })
export class SuspensionsModule {}
