import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DASHBOARD_ERASURE_ENTRIES, ERASING_SERVICES, type AccountErasedEvent, type AccountErasureDto, type AccountErasuresDto } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';

interface ErasureRow {
  user_id: string;
  requested_at: Date | null;
  erased: Record<string, string>;
  finished_at: Date | null;
}

/** `finished_at` is set by the write that brings the last service in. */
const FINISHED_SQL = `CASE WHEN (SELECT count(*) FROM jsonb_object_keys(erased)) >= ${ERASING_SERVICES.length} THEN coalesce(finished_at, now()) END`;

/** Kept this long after an erasure finished (docs/privacy.md), then pruned with the message text. */
export const ERASURE_RECORD_DAYS = 90;

/** The record of each deleted account's erasure, service by service (the admin dashboard's list). */
@Injectable()
export class AccountErasuresRepository {
  constructor(private readonly dataSource: DataSource) {}

  async requested(db: Queryable, userId: string, requestedAt: string): Promise<void> {
    await db.query(
      `INSERT INTO account_erasures (user_id, requested_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET requested_at = coalesce(account_erasures.requested_at, EXCLUDED.requested_at), updated_at = now()`,
      [userId, requestedAt],
    );
  }

  /** A service's `<service>.account.erased`; its first time counts (a replay keeps the first time). */
  async serviceErased(db: Queryable, { userId, service, at }: AccountErasedEvent): Promise<void> {
    await db.query(
      `INSERT INTO account_erasures (user_id, erased) VALUES ($1, jsonb_build_object($2::text, $3::text))
       ON CONFLICT (user_id) DO UPDATE SET erased = jsonb_build_object($2::text, $3::text) || account_erasures.erased, updated_at = now()`,
      [userId, service, at],
    );
    await db.query(`UPDATE account_erasures SET finished_at = ${FINISHED_SQL} WHERE user_id = $1`, [userId]);
  }

  async dashboard(): Promise<AccountErasuresDto> {
    const [inProgress, finished] = await Promise.all([
      this.dataSource.query<ErasureRow[]>(
        `SELECT user_id, requested_at, erased, finished_at FROM account_erasures WHERE finished_at IS NULL ORDER BY updated_at DESC, user_id LIMIT $1`,
        [DASHBOARD_ERASURE_ENTRIES],
      ),
      this.dataSource.query<ErasureRow[]>(
        `SELECT user_id, requested_at, erased, finished_at FROM account_erasures WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, user_id LIMIT $1`,
        [DASHBOARD_ERASURE_ENTRIES],
      ),
    ]);
    return { inProgress: inProgress.map(toDto), finished: finished.map(toDto) };
  }

  /** Records of erasures finished more than ERASURE_RECORD_DAYS ago. */
  async prune(db: Queryable, now: Date): Promise<number> {
    const rows: unknown[] = await db.query(
      `DELETE FROM account_erasures WHERE finished_at < $1 RETURNING user_id`, [new Date(now.getTime() - ERASURE_RECORD_DAYS * 86_400_000)],
    );
    return Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
  }
}

function toDto(row: ErasureRow): AccountErasureDto {
  return {
    userId: row.user_id,
    requestedAt: row.requested_at ? new Date(row.requested_at).toISOString() : null,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    services: ERASING_SERVICES.map((service) => ({ service, erasedAt: row.erased[service] ?? null })),
  };
}
