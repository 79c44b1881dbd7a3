import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DataExportStatus } from '@cannaverse/contracts';

export interface ExportRow {
  id: string;
  user_id: string;
  status: DataExportStatus;
  part: string | null;
  object_key: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS = 'id, user_id, status, part, object_key, error, created_at, finished_at, expires_at';

/** The member_exports table: one row per export and its progress. */
@Injectable()
export class MemberExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new queued export, or null when one is already in progress (the partial unique index). */
  async insert(userId: string): Promise<ExportRow | null> {
    const rows: ExportRow[] = await this.dataSource.query(
      `INSERT INTO member_exports (user_id) VALUES ($1)
       ON CONFLICT (user_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING ${COLUMNS}`, [userId]);
    return rows[0] ?? null;
  }

  async inProgress(userId: string): Promise<ExportRow | null> {
    const rows: ExportRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM member_exports WHERE user_id = $1 AND status IN ('queued', 'running')`, [userId]);
    return rows[0] ?? null;
  }

  async find(id: string): Promise<ExportRow | null> {
    const rows: ExportRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM member_exports WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The member's newest exports (bounded: the Settings page shows the latest few). */
  async latest(userId: string, limit: number): Promise<ExportRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM member_exports WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`, [userId, limit]);
  }

  /** Moves a queued (or a re-run, already running) export on to `part`; false when it is no longer in progress. */
  async progress(id: string, part: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `UPDATE member_exports SET status = 'running', part = $2 WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`, [id, part]);
    return rows.length > 0;
  }

  async ready(id: string, objectKey: string, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE member_exports SET status = 'ready', part = NULL, object_key = $2, expires_at = $3, finished_at = now() WHERE id = $1`,
      [id, objectKey, expiresAt]);
  }

  async failed(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE member_exports SET status = 'failed', error = $2, finished_at = now() WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, error.slice(0, 500)]);
  }

  /** Ready exports past their date, oldest first (the expiry index), a batch at a time. */
  async expired(now: Date, limit: number): Promise<Array<{ id: string; object_key: string }>> {
    return this.dataSource.query(
      `SELECT id, object_key FROM member_exports WHERE status = 'ready' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`, [now, limit]);
  }

  async markExpired(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE member_exports SET status = 'expired', object_key = NULL WHERE id = $1 AND status = 'ready'`, [id]);
  }

  /** What identity itself holds about the member (the export's identity part). */
  async account(userId: string): Promise<Record<string, unknown> | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, username, email, display_name, bio, avatar, location, website, pronouns, is_admin, marketing_consent,
              profile_setup_complete, tutorial_completed, created_at, updated_at
         FROM users WHERE id = $1`, [userId]);
    return rows[0] ?? null;
  }

  async membership(userId: string): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT plan, billing_interval, status, provider, current_period_end, cancel_at_period_end, pending_plan, pending_interval, updated_at
         FROM memberships WHERE user_id = $1`, [userId]);
  }
}
