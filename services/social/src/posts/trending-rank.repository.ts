import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The lock the refresh takes exclusively and the scoring trigger shared (see the migration). */
export const TRENDING_RANK_LOCK = `hashtext('post_trending')`;

/**
 * The periodic refresh of the stored trending ranking (run by the 5-minute job): time decays every
 * score, so the whole window is re-scored at one new moment and the posts that left the window are
 * dropped. It reads only `post_trending` (the window, about 2% of the posts; each row carries its
 * engagement, kept by the trigger), never `posts`. $1 is the new ranking moment.
 */
export const REFRESH_TRENDING_RANK_SQL = [
  `UPDATE trending_ranking SET ranked_at = $1::timestamptz`,
  `DELETE FROM post_trending t USING trending_ranking r WHERE t.created_at <= r.ranked_at - r.window_length`,
  `UPDATE post_trending t SET score = post_trending_score(t.engagement, t.created_at, r.ranked_at) FROM trending_ranking r`,
];

@Injectable()
export class TrendingRankRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Re-scores the window at `at`, in one transaction: readers see the old ranking or the new one. */
  async refresh(at: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(${TRENDING_RANK_LOCK})`);
      for (const sql of REFRESH_TRENDING_RANK_SQL) await manager.query(sql, sql.includes('$1') ? [at.toISOString()] : []);
    });
  }
}
