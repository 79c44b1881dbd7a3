import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CONTENT_REPORT_STATUS_FILTERS, CommunityReportMessages as M, ModerationEvents, QUEUE_TARGET_TYPES, reportDecisionSchema, ruleTitle,
  type Actor, type ContentReportStatusFilter, type DecisionAction, type Page, type QueuedReportDto, type QueueTargetType,
} from '@cannaverse/contracts';
import { decodeKeysetCursor, parseLimit, publishEvent, requireId, RpcError, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { AdminMessagesService } from '../admin-messages/admin-messages.service.js';
import { reportListAudit } from '../audit/audit-entries.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ReportsRepository } from '../reports/reports.repository.js';
import { decisionAudit } from './decision-audit.js';
import { ReportQueueRepository, toQueuedReportDto } from './report-queue.repository.js';
import { SuspensionsService } from '../suspensions/suspensions.service.js';
import { decidePayload, queuePayload } from './report-queue.schemas.js';

const isStatusFilter = (value: unknown): value is ContentReportStatusFilter =>
  typeof value === 'string' && (CONTENT_REPORT_STATUS_FILTERS as readonly string[]).includes(value);
const isTargetType = (value: unknown): value is QueueTargetType =>
  typeof value === 'string' && (QUEUE_TARGET_TYPES as readonly string[]).includes(value);

/** The one moderation queue of reported content, and the decisions that settle it. Admins only (the controller checks). */
@Injectable()
export class ReportQueueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ReportQueueRepository,
    private readonly audit: AuditRepository,
    private readonly suspensions: SuspensionsService,
    private readonly messageReports: ReportsRepository,
    private readonly adminMessages: AdminMessagesService,
  ) {}

  async list(admin: Actor, input: unknown): Promise<Page<QueuedReportDto>> {
    const query = validatePayload(queuePayload, input);
    const status = query.status === undefined || query.status === '' ? 'pending' : query.status;
    if (!isStatusFilter(status)) throw RpcError.badRequest(M.invalidStatusFilter);
    const targetType = query.targetType === undefined || query.targetType === '' ? null : query.targetType;
    if (targetType !== null && !isTargetType(targetType)) throw RpcError.badRequest(M.queueTargetTypeInvalid);
    const limit = parseLimit(query.limit);
    const rows = await this.queue.page({ status, targetType }, limit, decodeKeysetCursor(query.cursor));
    // Reported direct messages are private words: their page is audited as /admin/messages' list is.
    const messages = rows.slice(0, limit).flatMap((row) => (row.target_type === 'message' && row.author_id && row.receiver_id
      ? [{ id: row.id, sender_id: row.author_id, receiver_id: row.receiver_id }] : []));
    const audit = reportListAudit(admin.id, status === 'actioned' ? 'resolved' : status, messages, query.cursor ?? null);
    if (audit) await this.audit.record(audit);
    return toKeysetPage(rows, limit, toQueuedReportDto);
  }

  /**
   * Settles the report and every other pending report of its target in one transaction with its
   * audit row and events: a removal (`moderation.content.removed`) is applied by the owning
   * service, which takes the content away from every list and direct read.
   */
  async decide(admin: Actor, input: unknown): Promise<QueuedReportDto> {
    const { reportId, ...body } = validatePayload(decidePayload, input);
    const id = requireId(reportId, M.reportNotFound);
    const decision = validatePayload(reportDecisionSchema, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    const action = decision.action as DecisionAction;
    if (!(await this.queue.isContentReport(id)) && await this.messageReports.exists(id)) {
      // A reported direct message: the same call as /admin/messages' Mark Resolved / Dismiss.
      if (action !== 'dismiss' && action !== 'warn') throw RpcError.badRequest(M.messageDecision);
      await this.adminMessages.updateStatus(admin, { reportId: id, status: action === 'dismiss' ? 'dismissed' : 'resolved' });
      return toQueuedReportDto((await this.queue.find(id))!);
    }
    return this.dataSource.transaction(async (manager) => {
      const report = await this.queue.lock(manager, id);
      if (!report) throw RpcError.notFound(M.reportNotFound);
      if (report.status !== 'pending') throw RpcError.conflict(M.notPending);
      if (action === 'remove' && report.target_type === 'member') throw RpcError.badRequest(M.removeMember);
      const note = decision.note ? decision.note : null;
      const made = await this.queue.insertDecision(manager, {
        reportId: id, targetType: report.target_type, targetId: report.target_id, subjectId: report.author_id, action,
        rule: report.rule, days: decision.days ?? null, note, excerpt: report.excerpt, adminId: admin.id,
      });
      const reporterIds = await this.queue.settleTarget(manager, report.target_type, report.target_id, made.id, action === 'dismiss' ? 'dismissed' : 'actioned');
      if (action === 'remove' && report.target_type !== 'member' && report.author_id) {
        await publishEvent(manager, ModerationEvents.contentRemoved, {
          decisionId: made.id, targetType: report.target_type, targetId: report.target_id, authorId: report.author_id, rule: report.rule,
        });
      }
      await publishEvent(manager, ModerationEvents.decisionMade, {
        decisionId: made.id, action, targetType: report.target_type, targetId: report.target_id, subjectId: report.author_id,
        rule: report.rule, reporterIds, decidedBy: admin.id, decidedAt: made.created_at.toISOString(),
      });
      // Suspend: the target's author (the member, for a member target) for `days`, or permanently
      // without them; the reason is the admin's note, or the rule's title.
      if (action === 'suspend') {
        if (!report.author_id) throw RpcError.notFound(M.targetNotFound);
        await this.suspensions.suspendIn(manager, admin, { userId: report.author_id, days: decision.days ?? null, reason: note ?? ruleTitle(report.rule), decisionId: made.id });
      }
      await this.audit.record(decisionAudit(admin.id, { ...report, decisionId: made.id, action, note, ruleTitle: ruleTitle(report.rule) }), manager);
      const updated = await this.queue.find(id, manager);
      return toQueuedReportDto(updated!);
    });
  }
}
