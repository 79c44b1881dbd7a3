import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CommunityReportMessages as M, contentReportSchema, type Actor, type ContentReportReceiptDto, type ModerationNoticeDto,
  type MyContentReportDto, type Page, type ReportTargetType,
} from '@cannaverse/contracts';
import { decodeKeysetCursor, pagePayload, parseLimit, RpcError, toKeysetPage, uniqueViolation, validatePayload } from '@cannaverse/platform';
import { CommunityReportsRepository, toModerationNoticeDto, toMyContentReportDto } from './community-reports.repository.js';
import { ReportTargetsClient } from './report-targets.client.js';

/** What members do: report any content under a rule, follow their reports, read decisions about their own content. */
@Injectable()
export class CommunityReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: CommunityReportsRepository,
    private readonly targets: ReportTargetsClient,
  ) {}

  /**
   * The owning service confirms the target and gives its snapshot before anything is stored; a
   * duplicate is refused before that call (cheap), and again by the unique key (a double click).
   */
  async create(actor: Actor, input: unknown, requestId?: string): Promise<ContentReportReceiptDto> {
    const payload = validatePayload(contentReportSchema, input);
    const targetType = payload.targetType as ReportTargetType;
    const targetId = payload.targetId.toLowerCase();
    if (await this.reports.alreadyReported(targetType, targetId, actor.id)) throw RpcError.conflict(M.alreadyReported);
    const target = await this.targets.snapshot(targetType, targetId, requestId);
    if (target.authorId === actor.id) throw RpcError.badRequest(M.ownContent);
    const id = await this.reports.insert(this.dataSource.manager, {
      targetType, targetId, reporterId: actor.id, rule: payload.rule, details: payload.details || null, target,
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'content_reports_once_key') throw RpcError.conflict(M.alreadyReported);
      throw error;
    });
    return { id, status: 'pending' };
  }

  async mine(actor: Actor, input: unknown): Promise<Page<MyContentReportDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.reports.mine(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toMyContentReportDto);
  }

  async notices(actor: Actor, input: unknown): Promise<Page<ModerationNoticeDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.reports.notices(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toModerationNoticeDto);
  }
}
