import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StrainReactionEmoji, StrainReactionsDto } from '@cannaverse/contracts';
import { changedRows, type Queryable } from '@cannaverse/platform';

/** How many reactions the answer's details list: the viewer's own always, then the newest. */
export const REACTION_DETAILS_SHOWN = 100;

interface ReactionsRow {
  strain_exists: boolean;
  reactions: Record<string, number>;
  total: number;
  details: Array<{ userId: string; emojiType: StrainReactionEmoji }>;
}

/**
 * One statement: the counters (no row counting), the viewer's own reactions and the newest ones
 * (over the unique key and strain_emoji_reactions_recent_idx), and whether the strain exists.
 */
const REACTIONS_SQL = `
  SELECT EXISTS (SELECT 1 FROM strains WHERE id = $1) AS strain_exists,
         coalesce((SELECT jsonb_object_agg(emoji_type, count) FROM strain_reaction_counts WHERE strain_id = $1 AND count > 0), '{}'::jsonb) AS reactions,
         coalesce((SELECT sum(count) FROM strain_reaction_counts WHERE strain_id = $1), 0)::int AS total,
         coalesce((SELECT jsonb_agg(jsonb_build_object('userId', d.user_id, 'emojiType', d.emoji_type) ORDER BY d.own DESC, d.created_at DESC, d.id DESC)
           FROM (
             (SELECT id, user_id, emoji_type, created_at, true AS own FROM strain_emoji_reactions WHERE strain_id = $1 AND user_id = $2::uuid)
             UNION ALL
             (SELECT id, user_id, emoji_type, created_at, false AS own FROM strain_emoji_reactions
               WHERE strain_id = $1 AND user_id IS DISTINCT FROM $2::uuid ORDER BY created_at DESC, id DESC LIMIT ${REACTION_DETAILS_SHOWN})
           ) d), '[]'::jsonb) AS details`;

@Injectable()
export class StrainReactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** null when the strain does not exist. */
  async read(strainId: number, viewerId: string | null, db: Queryable = this.dataSource.manager): Promise<StrainReactionsDto | null> {
    const [row]: ReactionsRow[] = await db.query(REACTIONS_SQL, [strainId, viewerId]);
    if (!row.strain_exists) return null;
    return { reactions: row.reactions, total: row.total, details: row.details.slice(0, REACTION_DETAILS_SHOWN) };
  }

  /** true when added; a second add of the same emoji changes nothing (the unique key decides). */
  async add(db: Queryable, strainId: number, userId: string, emoji: StrainReactionEmoji): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `INSERT INTO strain_emoji_reactions (strain_id, user_id, emoji_type) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT strain_emoji_reactions_one_per_member DO NOTHING RETURNING id`,
      [strainId, userId, emoji],
    );
    if (rows.length === 0) return false;
    await db.query(
      `INSERT INTO strain_reaction_counts (strain_id, emoji_type, count) VALUES ($1, $2, 1)
       ON CONFLICT (strain_id, emoji_type) DO UPDATE SET count = strain_reaction_counts.count + 1`,
      [strainId, emoji],
    );
    return true;
  }

  /** true when the member's reaction existed and is gone. */
  async remove(db: Queryable, strainId: number, userId: string, emoji: StrainReactionEmoji): Promise<boolean> {
    const rows = await changedRows(db,
      'DELETE FROM strain_emoji_reactions WHERE strain_id = $1 AND user_id = $2 AND emoji_type = $3 RETURNING id',
      [strainId, userId, emoji],
    );
    if (rows.length === 0) return false;
    await db.query('UPDATE strain_reaction_counts SET count = count - 1 WHERE strain_id = $1 AND emoji_type = $2', [strainId, emoji]);
    return true;
  }
}
