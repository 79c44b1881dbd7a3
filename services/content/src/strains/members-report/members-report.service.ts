import { Injectable } from '@nestjs/common';
import { StrainMessages, type StrainMembersReportDto } from '@cannaverse/contracts';
import { intIdPayload, requireIntId, RpcError, validatePayload } from '@cannaverse/platform';
import { MembersReportRepository } from './members-report.repository.js';

/** What our own members said about a strain, in posts and in strain stories. */
@Injectable()
export class MembersReportService {
  constructor(private readonly reports: MembersReportRepository) {}

  async report(input: unknown): Promise<StrainMembersReportDto> {
    const id = requireIntId(validatePayload(intIdPayload, input ?? {}).id, StrainMessages.notFound);
    const report = await this.reports.report(id);
    if (!report) throw RpcError.notFound(StrainMessages.notFound);
    return report;
  }
}
