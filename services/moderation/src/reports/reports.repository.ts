import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  MessageReportDto, RecentReportSummaryDto, ReportOutcomeDto, ReportStatus, ReportStatusFilter, ReviewedReportStatus,
} from '@cannaverse/contracts';
import { ReportLimits } from '@cannaverse/contracts';
import { changedRows, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { partyColumns, partyJoin, toParty } from '../message-copies/parties.js';

export interface ReportRow {
  id: string;
  status: ReportStatus;
  reason: string;
  created_at: Date;
  cursor_at: string;
  reporter_id: string;
  message_id: string;
  content: string;
  message_created_at: Date;
  sender_id: string;
  receiver_id: string;
  sender_username: string | null;
  sender_avatar: string | null;
  receiver_username: string | null;
  receiver_avatar: string | null;
  reporter_username: string | null;
  reporter_avatar: string | null;
}

interface OutcomeRow {
  id: string;
  message_id: string;
  status: ReviewedReportStatus;
  reviewed_at: Date;
  cursor_at: string;
  excerpt: string;
}

export const toMessageReportDto = (row: ReportRow): MessageReportDto => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  sender: toParty(row.sender_id, row.sender_username, row.sender_avatar),
  receiver: toParty(row.receiver_id, row.receiver_username, row.receiver_avatar),
  reporter: toParty(row.reporter_id, row.reporter_username, row.reporter_avatar),
  message: { id: row.message_id, content: row.content, createdAt: row.message_created_at.toISOString() },
});

export const toRecentReportSummary = (row: ReportRow): RecentReportSummaryDto => {
  const report = toMessageReportDto(row);
  return {
    reportId: report.id,
    senderUsername: report.sender.username,
    reporterUsername: report.reporter.username,
    reportedAt: report.createdAt,
    status: report.status,
    messageContent: report.message.content,
    reason: report.reason,
  };
};

export const toReportOutcomeDto = (row: OutcomeRow): ReportOutcomeDto => ({
  reportId: row.id,
  messageId: row.message_id,
  status: row.status,
  reviewedAt: row.reviewed_at.toISOString(),
  messageExcerpt: row.excerpt,
});

/** A report with its message (moderation's copy) and the three parties' cards, in one row. */
const REPORT_SELECT = `
  SELECT r.id, r.status, r.reason, r.created_at, r.created_at::text AS cursor_at, r.reporter_id,
         c.id AS message_id, c.content, c.created_at AS message_created_at, c.sender_id, c.receiver_id,
         ${partyColumns('s', 'sender')}, ${partyColumns('rc', 'receiver')}, ${partyColumns('rp', 'reporter')}
    FROM message_reports r
    JOIN message_copies c ON c.id = r.message_id
    ${partyJoin('s', 'c.sender_id')} ${partyJoin('rc', 'c.receiver_id')} ${partyJoin('rp', 'r.reporter_id')}`;

/** `message_reports`: pending → resolved | dismissed, and whether the reporter has seen the outcome. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Throws the unique violation `message_reports_once_key` when the member already reported it. */
  async insert(db: Queryable, messageId: string, reporterId: string, reason: string): Promise<{ id: string; created_at: Date }> {
    const [row]: Array<{ id: string; created_at: Date }> = await db.query(
      `INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3) RETURNING id, created_at`,
      [messageId, reporterId, reason],
    );
    return row;
  }

  async find(id: string, db: Queryable = this.dataSource.manager): Promise<ReportRow | null> {
    const rows: ReportRow[] = await db.query(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Newest first, over message_reports_status_idx (one status) or message_reports_recent_idx (all). */
  page(filter: ReportStatusFilter, limit: number, after: KeysetPosition | null): Promise<ReportRow[]> {
    const params: unknown[] = [limit + 1];
    const where = filter === 'all' ? 'WHERE true' : `WHERE r.status = $${params.push(filter)}`;
    const keyset = keysetSql({ createdAt: 'r.created_at', id: 'r.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(`${REPORT_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`, params);
  }

  /** Only a pending report changes: answers when it was reviewed, null when it was not pending (or does not exist). */
  async review(db: Queryable, id: string, status: ReviewedReportStatus, adminId: string): Promise<Date | null> {
    const changed = await changedRows<{ reviewed_at: Date }>(db,
      `UPDATE message_reports SET status = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1 AND status = 'pending' RETURNING reviewed_at`,
      [id, status, adminId]);
    return changed[0]?.reviewed_at ?? null;
  }

  async exists(id: string, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM message_reports WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** The reporter's reviewed reports they have not dismissed, newest review first. */
  outcomes(reporterId: string, limit: number, after: KeysetPosition | null): Promise<OutcomeRow[]> {
    const params: unknown[] = [reporterId, limit + 1, ReportLimits.excerptLength];
    const keyset = keysetSql({ createdAt: 'r.reviewed_at', id: 'r.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT r.id, r.message_id, r.status, r.reviewed_at, r.reviewed_at::text AS cursor_at, left(c.content, $3) AS excerpt
         FROM message_reports r JOIN message_copies c ON c.id = r.message_id
        WHERE r.reporter_id = $1 AND r.status <> 'pending' AND r.outcome_seen_at IS NULL ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /** False when the report is not this member's, or not reviewed yet. Dismissing twice is fine. */
  async dismissOutcome(reporterId: string, id: string): Promise<boolean> {
    const changed = await changedRows(this.dataSource.manager,
      `UPDATE message_reports SET outcome_seen_at = coalesce(outcome_seen_at, now())
        WHERE id = $1 AND reporter_id = $2 AND status <> 'pending' RETURNING id`,
      [id, reporterId]);
    return changed.length > 0;
  }
}
