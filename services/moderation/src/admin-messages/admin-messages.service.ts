import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DASHBOARD_AUDIT_ENTRIES, isReportStatusFilter, ModerationEvents, ReportMessages, ReportLimits, reportStatusSchema,
  type Actor, type AdminMessageStatsDto, type MessageReportDto, type ModerationDashboardDto, type Page, type UserMessageDto,
} from '@cannaverse/contracts';
import {
  decodeKeysetCursor, isUuid, parseLimit, publishEvent, readRowCounters, requireId, RpcError, toKeysetPage, UserCardsRepository, validatePayload,
} from '@cannaverse/platform';
import { overviewAudit, reportListAudit, reportStatusAudit, userLookupAudit } from '../audit/audit-entries.js';
import { AuditRepository, toAuditEntryDto } from '../audit/audit.repository.js';
import { MessageCopiesRepository, toUserMessageDto } from '../message-copies/message-copies.repository.js';
import { MODERATION_COUNTERS as C } from '../moderation-counters.js';
import { AccountErasuresRepository } from '../account-erasure/account-erasures.repository.js';
import { reportListPayload, reportStatusPayload, userMessagesPayload } from './admin-messages.schemas.js';
import { ReportsRepository, toMessageReportDto, toRecentReportSummary } from '../reports/reports.repository.js';

/**
 * Message monitoring, admins only (the controller checks). Admins see members' messages only
 * through a report or an audited look-up: every answer that shows message text first writes an
 * audit row (who, whose, when, why).
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: ReportsRepository,
    private readonly copies: MessageCopiesRepository,
    private readonly audit: AuditRepository,
    private readonly cards: UserCardsRepository,
    private readonly erasures: AccountErasuresRepository,
  ) {}

  async stats(admin: Actor): Promise<AdminMessageStatsDto> {
    const [counters, recent] = await Promise.all([
      readRowCounters(this.dataSource.manager, [C.messages.name, C.reports.name, C.pendingReports.name]),
      this.reports.page('all', ReportLimits.recentReports, null),
    ]);
    await this.logRead(overviewAudit(admin.id, recent));
    return {
      totalMessages: counters[C.messages.name],
      totalReported: counters[C.reports.name],
      pendingReports: counters[C.pendingReports.name],
      recentReports: recent.map(toRecentReportSummary),
    };
  }

  async listReports(admin: Actor, input: unknown): Promise<Page<MessageReportDto>> {
    const query = validatePayload(reportListPayload, input);
    const filter = query.status ?? 'all';
    if (!isReportStatusFilter(filter)) throw RpcError.badRequest(ReportMessages.invalidFilter);
    const limit = parseLimit(query.limit);
    const rows = await this.reports.page(filter, limit, decodeKeysetCursor(query.cursor));
    const page = toKeysetPage(rows, limit, toMessageReportDto);
    await this.logRead(reportListAudit(admin.id, filter, rows.slice(0, limit), query.cursor ?? null));
    return page;
  }

  /** Mark Resolved or Dismiss: only from pending (409 otherwise); the reporter learns it from the event and their outcomes. */
  async updateStatus(admin: Actor, input: unknown): Promise<MessageReportDto> {
    const payload = validatePayload(reportStatusPayload, input);
    const id = requireId(payload.reportId, ReportMessages.reportNotFound);
    const { status } = validatePayload(reportStatusSchema, payload.status === undefined ? {} : { status: payload.status });
    return this.dataSource.transaction(async (manager) => {
      const reviewedAt = await this.reports.review(manager, id, status, admin.id);
      if (!reviewedAt) {
        if (await this.reports.exists(id, manager)) throw RpcError.conflict(ReportMessages.notPending);
        throw RpcError.notFound(ReportMessages.reportNotFound);
      }
      const report = await this.reports.find(id, manager);
      if (!report) throw RpcError.notFound(ReportMessages.reportNotFound);
      await this.audit.record(reportStatusAudit(admin.id, report, status), manager);
      await publishEvent(manager, ModerationEvents.reportResolved, {
        reportId: id, messageId: report.message_id, reporterId: report.reporter_id, status, reviewedBy: admin.id, reviewedAt: reviewedAt.toISOString(),
      });
      return toMessageReportDto(report);
    });
  }

  /** The User Search tab: one member's messages, sent and received, newest first. */
  async userMessages(admin: Actor, input: unknown): Promise<Page<UserMessageDto>> {
    const query = validatePayload(userMessagesPayload, input);
    // A user id, or a username (issue 27): admins often know the name from a report or a profile.
    const asked = query.userId.trim();
    const userId = isUuid(asked) ? requireId(asked, ReportMessages.userNotFound) : await this.cards.idByUsername(String(asked).replace(/^@/, ''));
    if (!userId) throw RpcError.notFound(ReportMessages.userNotFound);
    const limit = parseLimit(query.limit);
    const rows = await this.copies.userPage(userId, limit, decodeKeysetCursor(query.cursor));
    const page = toKeysetPage(rows, limit, toUserMessageDto);
    await this.logRead(userLookupAudit(admin.id, userId, page.items.map((m) => m.id), query.cursor ?? null));
    return page;
  }

  async dashboard(): Promise<ModerationDashboardDto> {
    const [counters, audit, accountErasures] = await Promise.all([
      readRowCounters(this.dataSource.manager, [C.pendingReports.name]),
      this.audit.page(DASHBOARD_AUDIT_ENTRIES, null),
      this.erasures.dashboard(),
    ]);
    return { pendingReports: counters[C.pendingReports.name], recentAudit: audit.slice(0, DASHBOARD_AUDIT_ENTRIES).map(toAuditEntryDto), accountErasures };
  }

  private async logRead(entry: Parameters<AuditRepository['record']>[0] | null): Promise<void> {
    if (entry) await this.audit.record(entry);
  }
}
