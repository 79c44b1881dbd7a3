import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditAction, AuditEntryDto, ReportPartyDto } from '@cannaverse/contracts';
import { keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { partyColumns, partyJoin, toParty } from '../message-copies/parties.js';

/** What an admin read, and why: one row per read. */
export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  /** Whose messages were shown. */
  subjectIds: string[];
  reason: string;
  detail: Record<string, unknown>;
}

interface AuditRow {
  id: string;
  action: AuditAction;
  reason: string;
  created_at: Date;
  cursor_at: string;
  admin_id: string;
  admin_username: string | null;
  admin_avatar: string | null;
  subjects: ReportPartyDto[];
}

export const toAuditEntryDto = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  admin: toParty(row.admin_id, row.admin_username, row.admin_avatar),
  action: row.action,
  subjects: row.subjects.map((subject) => toParty(subject.id, subject.username, subject.avatar)),
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
});

/** `admin_audit_log`: written before the admin's answer leaves, so a read that cannot be logged is not answered. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord, db: Queryable = this.dataSource.manager): Promise<void> {
    await db.query(
      `INSERT INTO admin_audit_log (admin_id, action, subject_ids, reason, detail) VALUES ($1, $2, $3::uuid[], $4, $5::jsonb)`,
      [entry.adminId, entry.action, entry.subjectIds, entry.reason, JSON.stringify(entry.detail)],
    );
  }

  /** Newest first; the subjects' cards are gathered per row in the same query (no query per row). */
  page(limit: number, after: KeysetPosition | null): Promise<AuditRow[]> {
    const params: unknown[] = [limit + 1];
    const keyset = keysetSql({ createdAt: 'a.created_at', id: 'a.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT a.id, a.action, a.reason, a.created_at, a.created_at::text AS cursor_at, a.admin_id, ${partyColumns('ad', 'admin')},
              coalesce((SELECT json_agg(json_build_object('id', s.id, 'username', u.username, 'avatar', u.avatar) ORDER BY s.ord)
                          FROM unnest(a.subject_ids) WITH ORDINALITY AS s(id, ord) LEFT JOIN user_cards u ON u.id = s.id), '[]'::json) AS subjects
         FROM admin_audit_log a ${partyJoin('ad', 'a.admin_id')}
        WHERE true ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`,
      params,
    );
  }
}
