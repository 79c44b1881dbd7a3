import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toAuthorCard, AUTHOR_COLUMNS, authorJoin, type AuthorColumns } from '@cannaverse/platform';
import type { ChatRestrictionDto } from '@cannaverse/contracts';

interface RestrictionRow extends AuthorColumns {
  user_id: string;
  kind: 'ban' | 'timeout';
  expires_at: Date | null;
  created_at: Date;
}

const toRestrictionDto = (row: RestrictionRow): ChatRestrictionDto => ({
  userId: row.user_id,
  kind: row.kind,
  expiresAt: row.expires_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  user: toAuthorCard(row.user_id, row),
});

const ACTIVE = `(r.kind = 'ban' OR r.expires_at > now())`;

/** live_stream_chat_restrictions: bans (no end) and timeouts (until expires_at), one per member and stream. */
@Injectable()
export class ChatRestrictionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The stream's active restrictions (by primary key prefix; a stream has few). */
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
