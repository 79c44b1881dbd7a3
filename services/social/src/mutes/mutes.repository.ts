import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MutedMemberDto } from '@cannaverse/contracts';
import {
  AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, toAuthorCard, type AuthorColumns, type KeysetPosition, type Queryable,
} from '@cannaverse/platform';
import { mutedWordPattern } from './muted-words.js';

export interface MuteRow extends AuthorColumns {
  id: string;
  created_at: Date;
  cursor_at: string;
}

export const toMutedMemberDto = (row: MuteRow): MutedMemberDto => ({ user: toAuthorCard(row.id, row), mutedAt: row.created_at.toISOString() });

/** The `mutes` table (one row per muter and muted member, never self) and the `muted_words` lists. */
@Injectable()
export class MutesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the mute is new. */
  async add(db: Queryable, muterId: string, mutedId: string): Promise<boolean> {
    const inserted: unknown[] = await db.query(
      `INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING muter_id`, [muterId, mutedId],
    );
    return inserted.length > 0;
  }

  /** True when there was a mute to remove. */
  async remove(db: Queryable, muterId: string, mutedId: string): Promise<boolean> {
    return (await changedRows(db, `DELETE FROM mutes WHERE muter_id = $1 AND muted_id = $2 RETURNING muter_id`, [muterId, mutedId])).length > 0;
  }

  async mutes(muterId: string, mutedId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM mutes WHERE muter_id = $1 AND muted_id = $2`, [muterId, mutedId]);
    return rows.length > 0;
  }

  /** The muter's list, newest first over mutes_list_idx. */
  page(muterId: string, limit: number, after: KeysetPosition | null): Promise<MuteRow[]> {
    const params: unknown[] = [muterId, limit + 1];
    const keyset = keysetSql({ createdAt: 'm.created_at', id: 'm.muted_id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT m.muted_id AS id, m.created_at, m.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
         FROM mutes m ${authorJoin('m.muted_id')}
        WHERE m.muter_id = $1 ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  /** The member's muted words, in the order they were added (bounded: MutedWordLimits.count). */
  async words(userId: string): Promise<string[]> {
    const rows: Array<{ word: string }> = await this.dataSource.query(
      `SELECT word FROM muted_words WHERE user_id = $1 ORDER BY created_at, word`, [userId],
    );
    return rows.map((row) => row.word);
  }

  /** Replaces the member's muted words (already normalised), keeping each kept word's first date. */
  async replaceWords(userId: string, words: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM muted_words WHERE user_id = $1 AND NOT (word = ANY($2::text[]))`, [userId, words]);
      if (words.length === 0) return;
      await manager.query(
        `INSERT INTO muted_words (user_id, word, pattern, created_at)
         SELECT $1, w.word, w.pattern, clock_timestamp() + (w.n * interval '1 microsecond')
           FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS w(word, pattern, n)
         ON CONFLICT (user_id, word) DO NOTHING`,
        [userId, words, words.map(mutedWordPattern)],
      );
    });
  }
}
