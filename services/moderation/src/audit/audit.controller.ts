import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type AuditEntryDto, type Page, type RpcRequest } from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(ModerationPatterns.listAudit)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<AuditEntryDto>> {
    requireAdmin(request);
    return this.audit.list(request.data);
  }
}
