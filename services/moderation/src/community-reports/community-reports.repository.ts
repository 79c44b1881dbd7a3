import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CommunityReportLimits, CommunityReportMessages, ruleTitle,
  type AppealStatus, type ContentReportStatus, type DecisionAction, type ModerationNoticeDto, type MyContentReportDto, type ReportTargetDto, type ReportTargetType,
} from '@cannaverse/contracts';
import { keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';

export interface NewContentReport {
  targetType: ReportTargetType;
  targetId: string;
  reporterId: string;
  rule: string;
  details: string | null;
  target: ReportTargetDto;
}

interface MyReportRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  rule: string;
  details: string | null;
  status: ContentReportStatus;
  excerpt: string | null;
  created_at: Date;
  cursor_at: string;
  outcome: DecisionAction | null;
  decided_at: Date | null;
}

interface NoticeRow {
  id: string;
  action: 'remove' | 'warn';
  target_type: ReportTargetType;
  rule: string;
  excerpt: string | null;
  note: string | null;
  created_at: Date;
  cursor_at: string;
  appeal_id: string | null;
  appeal_text: string | null;
  appeal_status: AppealStatus | null;
  appeal_note: string | null;
  appeal_created_at: Date | null;
  appeal_decided_at: Date | null;
}

export const toMyContentReportDto = (row: MyReportRow): MyContentReportDto => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  rule: row.rule,
  details: row.details,
  status: row.status,
  outcome: row.outcome,
  excerpt: row.excerpt,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export const toModerationNoticeDto = (row: NoticeRow): ModerationNoticeDto => ({
  id: row.id,
  action: row.action,
  targetType: row.target_type,
  rule: row.rule,
  ruleTitle: ruleTitle(row.rule),
  headline: row.action === 'remove' ? CommunityReportMessages.removedHeadline : CommunityReportMessages.warnedHeadline,
  excerpt: row.excerpt,
  note: row.note,
  createdAt: row.created_at.toISOString(),
  appeal: row.appeal_id && row.appeal_status && row.appeal_created_at
    ? {
      id: row.appeal_id, decisionId: row.id, status: row.appeal_status, text: row.appeal_text ?? '', note: row.appeal_note,
      createdAt: row.appeal_created_at.toISOString(), decidedAt: row.appeal_decided_at?.toISOString() ?? null,
    }
    : null,
});

/** `content_reports` as members see them: filing one, their own list, the decisions about their content. */
@Injectable()
export class CommunityReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Throws the unique violation `content_reports_once_key` when the member already reported the target. */
  async insert(db: Queryable, report: NewContentReport): Promise<string> {
    const [row]: Array<{ id: string }> = await db.query(
      `INSERT INTO content_reports (target_type, target_id, reporter_id, rule, details, author_id, excerpt, media_thumbnail, link)
       VALUES ($1, $2, $3, $4, $5, $6, left($7, $10), $8, $9) RETURNING id`,
      [report.targetType, report.targetId, report.reporterId, report.rule, report.details, report.target.authorId,
        report.target.excerpt, report.target.mediaThumbnail, report.target.link, CommunityReportLimits.excerptLength],
    );
    return row.id;
  }

  async alreadyReported(targetType: ReportTargetType, targetId: string, reporterId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM content_reports WHERE target_type = $1 AND target_id = $2 AND reporter_id = $3`, [targetType, targetId, reporterId]);
    return rows.length > 0;
  }

  /** Newest first over content_reports_reporter_idx, with the decision when there is one. */
  mine(reporterId: string, limit: number, after: KeysetPosition | null): Promise<MyReportRow[]> {
    const params: unknown[] = [reporterId, limit + 1];
    const keyset = keysetSql({ createdAt: 'r.created_at', id: 'r.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT r.id, r.target_type, r.target_id, r.rule, r.details, r.status, r.excerpt, r.created_at, r.created_at::text AS cursor_at,
              d.action AS outcome, d.created_at AS decided_at
         FROM content_reports r LEFT JOIN moderation_decisions d ON d.id = r.decision_id
        WHERE r.reporter_id = $1 ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /**
   * Removals and warnings about the member's content, newest first over moderation_decisions_subject_idx,
   * each with its appeal (appeals_once_key) when there is one.
   */
  notices(subjectId: string, limit: number, after: KeysetPosition | null): Promise<NoticeRow[]> {
    const params: unknown[] = [subjectId, limit + 1];
    const keyset = keysetSql({ createdAt: 'd.created_at', id: 'd.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT d.id, d.action, d.target_type, d.rule, d.excerpt, d.note, d.created_at, d.created_at::text AS cursor_at,
              a.id AS appeal_id, a.text AS appeal_text, a.status AS appeal_status, a.outcome_note AS appeal_note,
              a.created_at AS appeal_created_at, a.decided_at AS appeal_decided_at
         FROM moderation_decisions d LEFT JOIN appeals a ON a.decision_id = d.id
        WHERE d.subject_id = $1 AND d.action IN ('remove', 'warn') ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }
}
