import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ModerationEvents, ReportMessages, reportSchema, type Actor, type Page, type ReportOutcomeDto, type ReportReceiptDto } from '@cannaverse/contracts';
import {
  decodeKeysetCursor, pagePayload, parseLimit, publishEvent, requireId, RpcError, toKeysetPage, uniqueViolation, validatePayload,
} from '@cannaverse/platform';
import { MessageCopiesRepository } from '../message-copies/message-copies.repository.js';
import { createReportPayload, reportIdPayload } from './reports.schemas.js';
import { ReportsRepository, toReportOutcomeDto } from './reports.repository.js';

/** What members do: report a message they received, and learn the outcome. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: ReportsRepository,
    private readonly copies: MessageCopiesRepository,
  ) {}

  /**
   * Only the receiver may report a message. To anyone but its two parties it does not exist (404,
   * never a 403 that would confirm it does); its sender, who knows it exists, gets a 403 (issue 20:
   * a sender reporting their own words is noise in the admins' queue). A member reports a message once.
   */
  async create(actor: Actor, input: unknown): Promise<ReportReceiptDto> {
    const payload = validatePayload(createReportPayload, input);
    const messageId = requireId(payload.messageId, ReportMessages.messageNotFound);
    const { reason } = validatePayload(reportSchema, payload.reason === undefined ? {} : { reason: payload.reason });
    return this.dataSource.transaction(async (manager) => {
      const message = await this.copies.find(messageId, manager);
      if (!message || (message.sender_id !== actor.id && message.receiver_id !== actor.id)) throw RpcError.notFound(ReportMessages.messageNotFound);
      if (message.receiver_id !== actor.id) throw RpcError.forbidden(ReportMessages.ownMessage);
      const report = await this.reports.insert(manager, messageId, actor.id, reason).catch((error: unknown) => {
        if (uniqueViolation(error) === 'message_reports_once_key') throw RpcError.conflict(ReportMessages.alreadyReported);
        throw error;
      });
      const createdAt = report.created_at.toISOString();
      await publishEvent(manager, ModerationEvents.reportCreated, { reportId: report.id, messageId, reporterId: actor.id, createdAt });
      return { id: report.id, messageId, status: 'pending', createdAt };
    });
  }

  async outcomes(actor: Actor, input: unknown): Promise<Page<ReportOutcomeDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.reports.outcomes(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toReportOutcomeDto);
  }

  async dismissOutcome(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const { reportId } = validatePayload(reportIdPayload, input);
    const id = requireId(reportId, ReportMessages.reportNotFound);
    if (!(await this.reports.dismissOutcome(actor.id, id))) throw RpcError.notFound(ReportMessages.reportNotFound);
    return { ok: true };
  }
}
