import { Injectable } from '@nestjs/common';
import type { AuditEntryDto, Page } from '@cannaverse/contracts';
import { decodeKeysetCursor, pagePayload, parseLimit, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { AuditRepository, toAuditEntryDto } from './audit.repository.js';

/** The audit log as the dashboard pages through it, newest first. */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async list(input: unknown): Promise<Page<AuditEntryDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.audit.page(limit, decodeKeysetCursor(query.cursor)), limit, toAuditEntryDto);
  }
}
