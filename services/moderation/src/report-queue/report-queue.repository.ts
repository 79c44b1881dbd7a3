import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommunityReportLimits, type ContentReportStatus, type ContentReportStatusFilter, type DecisionAction, type QueueTargetType, type QueuedReportDto, type ReportTargetType } from '@cannaverse/contracts';
import { changedRows, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { partyColumns, partyJoin, toParty } from '../message-copies/parties.js';

export interface QueuedReportRow {
  id: string;
  target_type: QueueTargetType;
  target_id: string;
  rule: string;
  details: string | null;
  status: ContentReportStatus;
  created_at: Date;
  cursor_at: string;
  reporter_id: string;
  reporter_username: string | null;
  reporter_avatar: string | null;
  author_id: string | null;
  author_username: string | null;
  author_avatar: string | null;
  excerpt: string | null;
  media_thumbnail: string | null;
  link: string | null;
  other_reports: number;
  decision_id: string | null;
  decision_action: DecisionAction | null;
  decision_note: string | null;
  decided_at: Date | null;
  /** A reported message's receiver (the sender is the author): whose words the admin saw, for the audit. */
  receiver_id: string | null;
}

export interface QueueFilter {
  status: ContentReportStatusFilter;
  targetType: QueueTargetType | null;
}

export interface NewDecision {
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  subjectId: string | null;
  action: DecisionAction;
  rule: string;
  days: number | null;
  note: string | null;
  excerpt: string | null;
  adminId: string;
}

export const toQueuedReportDto = (row: QueuedReportRow): QueuedReportDto => ({
  id: row.id,
  targetType: row.target_type,
  targetId: row.target_id,
  rule: row.rule,
  details: row.details,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  reporter: toParty(row.reporter_id, row.reporter_username, row.reporter_avatar),
  snapshot: {
    excerpt: row.excerpt,
    author: row.author_id ? toParty(row.author_id, row.author_username, row.author_avatar) : null,
    mediaThumbnail: row.media_thumbnail,
    link: row.link,
  },
  otherReports: row.other_reports,
  decision: row.decision_id && row.decision_action && row.decided_at
    ? { id: row.decision_id, action: row.decision_action, note: row.decision_note, decidedAt: row.decided_at.toISOString() }
    : null,
});

/**
 * A report with its reporter's and the target author's cards, how many others reported the same
 * target (content_reports_once_key's leading columns) and its decision, in one row.
 */
const QUEUE_SELECT = `
  SELECT r.id, r.target_type, r.target_id, r.rule, r.details, r.status, r.created_at, r.created_at::text AS cursor_at,
         r.reporter_id, ${partyColumns('rp', 'reporter')}, r.author_id, ${partyColumns('au', 'author')},
         r.excerpt, r.media_thumbnail, r.link,
         (SELECT count(*)::int FROM content_reports o WHERE o.target_type = r.target_type AND o.target_id = r.target_id AND o.id <> r.id) AS other_reports,
         d.id AS decision_id, d.action AS decision_action, d.note AS decision_note, d.created_at AS decided_at, NULL::uuid AS receiver_id
    FROM content_reports r
    ${partyJoin('rp', 'r.reporter_id')} ${partyJoin('au', 'r.author_id')}
    LEFT JOIN moderation_decisions d ON d.id = r.decision_id`;

/**
 * A reported direct message (message_reports, the spec's /admin/messages) in the queue's shape: the
 * sender is the author, the reason the details, Resolved shows as actioned with 'warn' and
 * Dismissed as a dismissal (the report is its own decision: no moderation_decisions row).
 */
const MESSAGE_QUEUE_SELECT = `
  SELECT r.id, 'message'::text AS target_type, r.message_id::text AS target_id, 'other'::text AS rule, r.reason AS details,
         CASE r.status WHEN 'resolved' THEN 'actioned' ELSE r.status END AS status, r.created_at, r.created_at::text AS cursor_at,
         r.reporter_id, ${partyColumns('rp', 'reporter')}, c.sender_id AS author_id, ${partyColumns('au', 'author')},
         left(c.content, ${CommunityReportLimits.excerptLength}) AS excerpt, NULL::text AS media_thumbnail, NULL::text AS link,
         (SELECT count(*)::int FROM message_reports o WHERE o.message_id = r.message_id AND o.id <> r.id) AS other_reports,
         CASE WHEN r.status <> 'pending' THEN r.id END AS decision_id,
         CASE r.status WHEN 'resolved' THEN 'warn' WHEN 'dismissed' THEN 'dismiss' END AS decision_action,
         NULL::text AS decision_note, r.reviewed_at AS decided_at, c.receiver_id
    FROM message_reports r JOIN message_copies c ON c.id = r.message_id
    ${partyJoin('rp', 'r.reporter_id')} ${partyJoin('au', 'c.sender_id')}`;

const MESSAGE_STATUS: Record<ContentReportStatus, string> = { pending: 'pending', actioned: 'resolved', dismissed: 'dismissed' };

/** The admins' side of `content_reports` and `moderation_decisions`. */
@Injectable()
export class ReportQueueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Newest first over content_reports_queue_idx / _type_idx / _recent_idx and, unless another type
   * is asked for, message_reports_status_idx / _recent_idx: each table gives its first page, the
   * union the newest of both (the keyset is the same (created_at, id) in both).
   */
  page(filter: QueueFilter, limit: number, after: KeysetPosition | null): Promise<QueuedReportRow[]> {
    const params: unknown[] = [limit + 1];
    const keyset = keysetSql({ createdAt: 'r.created_at', id: 'r.id', idKind: 'uuid', order: 'desc' }, after, params);
    const branches: string[] = [];
    if (filter.targetType !== 'message') {
      const conditions: string[] = [];
      if (filter.status !== 'all') conditions.push(`r.status = $${params.push(filter.status)}`);
      if (filter.targetType) conditions.push(`r.target_type = $${params.push(filter.targetType)}`);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : 'WHERE true';
      branches.push(`(${QUEUE_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1)`);
    }
    if (filter.targetType === null || filter.targetType === 'message') {
      const where = filter.status === 'all' ? 'WHERE true' : `WHERE r.status = $${params.push(MESSAGE_STATUS[filter.status])}`;
      branches.push(`(${MESSAGE_QUEUE_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1)`);
    }
    return this.dataSource.query(`SELECT * FROM (${branches.join(' UNION ALL ')}) q ORDER BY q.created_at DESC, q.id DESC LIMIT $1`, params);
  }

  async find(id: string, db: Queryable = this.dataSource.manager): Promise<QueuedReportRow | null> {
    const rows: QueuedReportRow[] = await db.query(`${QUEUE_SELECT} WHERE r.id = $1`, [id]);
    if (rows[0]) return rows[0];
    const messages: QueuedReportRow[] = await db.query(`${MESSAGE_QUEUE_SELECT} WHERE r.id = $1`, [id]);
    return messages[0] ?? null;
  }

  async isContentReport(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM content_reports WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** The report under a row lock, so two admins cannot decide it twice. */
  async lock(db: Queryable, id: string): Promise<{ id: string; target_type: ReportTargetType; target_id: string; rule: string; status: ContentReportStatus; author_id: string | null; excerpt: string | null } | null> {
    const rows: Array<{ id: string; target_type: ReportTargetType; target_id: string; rule: string; status: ContentReportStatus; author_id: string | null; excerpt: string | null }> =
      await db.query(`SELECT id, target_type, target_id, rule, status, author_id, excerpt FROM content_reports WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async insertDecision(db: Queryable, decision: NewDecision): Promise<{ id: string; created_at: Date }> {
    const [row]: Array<{ id: string; created_at: Date }> = await db.query(
      `INSERT INTO moderation_decisions (report_id, target_type, target_id, subject_id, action, rule, days, note, excerpt, admin_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, created_at`,
      [decision.reportId, decision.targetType, decision.targetId, decision.subjectId, decision.action, decision.rule,
        decision.days, decision.note, decision.excerpt, decision.adminId],
    );
    return row;
  }

  /** One decision settles every pending report of the target; answers their reporters (each is told the outcome). */
  async settleTarget(db: Queryable, targetType: ReportTargetType, targetId: string, decisionId: string, status: ContentReportStatus): Promise<string[]> {
    const rows = await changedRows<{ reporter_id: string }>(db,
      `UPDATE content_reports SET status = $4, decision_id = $3
        WHERE target_type = $1 AND target_id = $2 AND status = 'pending' RETURNING reporter_id`,
      [targetType, targetId, decisionId, status]);
    return rows.map((row) => row.reporter_id);
  }
}
