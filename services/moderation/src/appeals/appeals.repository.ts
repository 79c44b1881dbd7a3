import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ruleTitle, type AppealStatus, type AppealStatusFilter, type DecisionAction, type MyAppealDto, type QueuedAppealDto, type ReportTargetType,
} from '@cannaverse/contracts';
import { changedRows, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { partyColumns, partyJoin, toParty } from '../message-copies/parties.js';

export interface AppealRow {
  id: string;
  decision_id: string;
  user_id: string;
  text: string;
  status: AppealStatus;
  outcome_note: string | null;
  decided_at: Date | null;
  created_at: Date;
}

interface QueuedAppealRow extends AppealRow {
  cursor_at: string;
  member_username: string | null;
  member_avatar: string | null;
  action: DecisionAction;
  target_type: ReportTargetType;
  target_id: string;
  rule: string;
  excerpt: string | null;
  note: string | null;
  decision_at: Date;
}

/** The decision an appeal contests, as the appeal needs it. */
export interface AppealedDecision {
  id: string;
  action: DecisionAction;
  target_type: ReportTargetType;
  target_id: string;
  subject_id: string | null;
  rule: string;
}

export const toMyAppealDto = (row: AppealRow): MyAppealDto => ({
  id: row.id,
  decisionId: row.decision_id,
  status: row.status,
  text: row.text,
  note: row.outcome_note,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export const toQueuedAppealDto = (row: QueuedAppealRow): QueuedAppealDto => ({
  id: row.id,
  status: row.status,
  text: row.text,
  createdAt: row.created_at.toISOString(),
  member: toParty(row.user_id, row.member_username, row.member_avatar),
  decision: {
    id: row.decision_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    rule: row.rule,
    ruleTitle: ruleTitle(row.rule),
    excerpt: row.excerpt,
    note: row.note,
    decidedAt: row.decision_at.toISOString(),
  },
  outcome: row.status !== 'pending' && row.decided_at ? { note: row.outcome_note, decidedAt: row.decided_at.toISOString() } : null,
});

const APPEAL_COLUMNS = 'a.id, a.decision_id, a.user_id, a.text, a.status, a.outcome_note, a.decided_at, a.created_at';
/** An appeal with its member's card and the decision it contests, in one row. */
const QUEUE_SELECT = `
  SELECT ${APPEAL_COLUMNS}, a.created_at::text AS cursor_at, ${partyColumns('m', 'member')},
         d.action, d.target_type, d.target_id, d.rule, d.excerpt, d.note, d.created_at AS decision_at
    FROM appeals a JOIN moderation_decisions d ON d.id = a.decision_id ${partyJoin('m', 'a.user_id')}`;

/** `appeals`: one per decision, filed by the decision's subject, decided by an admin. */
@Injectable()
export class AppealsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async decision(id: string, db: Queryable = this.dataSource.manager): Promise<AppealedDecision | null> {
    const rows: AppealedDecision[] = await db.query(
      'SELECT id, action, target_type, target_id, subject_id, rule FROM moderation_decisions WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async exists(decisionId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM appeals WHERE decision_id = $1', [decisionId]);
    return rows.length > 0;
  }

  /** Throws the unique violation `appeals_once_key` on a second appeal of the decision. */
  async insert(decisionId: string, userId: string, text: string): Promise<AppealRow> {
    const [row]: AppealRow[] = await this.dataSource.query(
      `INSERT INTO appeals (decision_id, user_id, text) VALUES ($1, $2, $3)
       RETURNING id, decision_id, user_id, text, status, outcome_note, decided_at, created_at`, [decisionId, userId, text]);
    return row;
  }

  /** Newest first over appeals_queue_idx (one status) or appeals_recent_idx (all). */
  page(status: AppealStatusFilter, limit: number, after: KeysetPosition | null): Promise<QueuedAppealRow[]> {
    const params: unknown[] = [limit + 1];
    const where = status === 'all' ? 'WHERE true' : `WHERE a.status = $${params.push(status)}`;
    const keyset = keysetSql({ createdAt: 'a.created_at', id: 'a.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(`${QUEUE_SELECT} ${where} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`, params);
  }

  async find(id: string, db: Queryable = this.dataSource.manager): Promise<QueuedAppealRow | null> {
    const rows: QueuedAppealRow[] = await db.query(`${QUEUE_SELECT} WHERE a.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The appeal under a row lock, so two admins cannot decide it twice. */
  async lock(db: Queryable, id: string): Promise<AppealRow | null> {
    const rows: AppealRow[] = await db.query(`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async settle(db: Queryable, id: string, status: 'upheld' | 'reversed', note: string | null, adminId: string): Promise<Date> {
    const [row] = await changedRows<{ decided_at: Date }>(db,
      `UPDATE appeals SET status = $2, outcome_note = $3, decided_by = $4, decided_at = now() WHERE id = $1 RETURNING decided_at`,
      [id, status, note, adminId]);
    return row.decided_at;
  }

  async reverseDecision(db: Queryable, decisionId: string): Promise<void> {
    await db.query('UPDATE moderation_decisions SET reversed_at = now() WHERE id = $1', [decisionId]);
  }
}
