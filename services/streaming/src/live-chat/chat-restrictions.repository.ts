import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toAuthorCard, AUTHOR_COLUMNS, authorJoin, keysetSql, type AuthorColumns, type KeysetPosition } from '@cannaverse/platform';
import type { ChatRestrictionDto } from '@cannaverse/contracts';

interface RestrictionRow extends AuthorColumns {
  user_id: string;
  kind: 'ban' | 'timeout';
  expires_at: Date | null;
  created_at: Date;
}

export const toRestrictionDto = (row: RestrictionRow): ChatRestrictionDto => ({
  userId: row.user_id,
  kind: row.kind,
  expiresAt: row.expires_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  user: toAuthorCard(row.user_id, row),
});

const ACTIVE = `(r.kind = 'ban' OR r.expires_at > now())`;

/** A page row: the member's id is the keyset's tiebreak (one row per member and stream). */
export interface RestrictionPageRow extends RestrictionRow {
  id: string;
  cursor_at: string;
}

const NEWEST_FIRST = { createdAt: 'r.created_at', id: 'r.user_id', idKind: 'uuid', order: 'desc' } as const;

/** live_stream_chat_restrictions: bans (no end) and timeouts (until expires_at), one per member and stream. */
@Injectable()
export class ChatRestrictionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the stream's active restrictions, newest first, for the moderators' list (over
   * live_stream_chat_restrictions_list_idx; expired timeouts are skipped by the filter).
   */
  async page(streamId: number, after: KeysetPosition | null, rows: number): Promise<RestrictionPageRow[]> {
    const params: unknown[] = [streamId, rows];
    const keyset = keysetSql(NEWEST_FIRST, after, params);
    return this.dataSource.query(
      `SELECT r.user_id, r.user_id AS id, r.kind, r.expires_at, r.created_at, r.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
         FROM live_stream_chat_restrictions r ${authorJoin('r.user_id')}
        WHERE r.stream_id = $1 AND ${ACTIVE} ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /** Every active restriction of the stream: what a replica's room enforces (by primary key prefix). */
  async active(streamId: number): Promise<ChatRestrictionDto[]> {
    const rows: RestrictionRow[] = await this.dataSource.query(
      `SELECT r.user_id, r.kind, r.expires_at, r.created_at, ${AUTHOR_COLUMNS}
         FROM live_stream_chat_restrictions r ${authorJoin('r.user_id')}
        WHERE r.stream_id = $1 AND ${ACTIVE} ORDER BY r.created_at DESC`,
      [streamId],
    );
    return rows.map(toRestrictionDto);
  }

  async isBanned(streamId: number, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM live_stream_chat_restrictions WHERE stream_id = $1 AND user_id = $2 AND kind = 'ban'`,
      [streamId, userId],
    );
    return rows.length > 0;
  }

  /** A ban replaces a timeout and a new timeout replaces the old one. */
  async restrict(streamId: number, userId: string, kind: 'ban' | 'timeout', expiresAt: Date | null, createdBy: string): Promise<ChatRestrictionDto> {
    await this.dataSource.query(
      `INSERT INTO live_stream_chat_restrictions (stream_id, user_id, kind, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (stream_id, user_id) DO UPDATE SET kind = EXCLUDED.kind, expires_at = EXCLUDED.expires_at,
         created_by = EXCLUDED.created_by, created_at = now()`,
      [streamId, userId, kind, expiresAt?.toISOString() ?? null, createdBy],
    );
    const [row]: RestrictionRow[] = await this.dataSource.query(
      `SELECT r.user_id, r.kind, r.expires_at, r.created_at, ${AUTHOR_COLUMNS}
         FROM live_stream_chat_restrictions r ${authorJoin('r.user_id')} WHERE r.stream_id = $1 AND r.user_id = $2`,
      [streamId, userId],
    );
    return toRestrictionDto(row);
  }

  async lift(streamId: number, userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM live_stream_chat_restrictions WHERE stream_id = $1 AND user_id = $2`, [streamId, userId]);
  }
}
