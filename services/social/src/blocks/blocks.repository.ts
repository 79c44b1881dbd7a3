import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlockedMemberDto } from '@cannaverse/contracts';
import {
  AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, toAuthorCard, type AuthorColumns, type KeysetPosition, type Queryable,
} from '@cannaverse/platform';

export interface BlockRow extends AuthorColumns {
  id: string;
  created_at: Date;
  cursor_at: string;
}

export const toBlockedMemberDto = (row: BlockRow): BlockedMemberDto => ({ user: toAuthorCard(row.id, row), blockedAt: row.created_at.toISOString() });

/** The `blocks` table: one row per (blocker, blocked), never self (both enforced by the table). */
@Injectable()
export class BlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the block is new. */
  async add(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
    const inserted: unknown[] = await db.query(
      `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return inserted.length > 0;
  }

  /** True when there was a block to remove. */
  async remove(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
    return (await changedRows(db, `DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`, [blockerId, blockedId])).length > 0;
  }

  /** Whether `blockerId` blocks `blockedId` (one direction). */
  async blocks(blockerId: string, blockedId: string, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
    return rows.length > 0;
  }

  /** Whether either member blocks the other: two primary-key probes. */
  async eitherWay(a: string, b: string, db: Queryable = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** The blocker's list, newest first over blocks_list_idx. */
  page(blockerId: string, limit: number, after: KeysetPosition | null): Promise<BlockRow[]> {
    const params: unknown[] = [blockerId, limit + 1];
    const keyset = keysetSql({ createdAt: 'b.created_at', id: 'b.blocked_id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT b.blocked_id AS id, b.created_at, b.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
         FROM blocks b ${authorJoin('b.blocked_id')}
        WHERE b.blocker_id = $1 ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }
}
