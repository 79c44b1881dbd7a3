import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StrainLimits, type StrainMembersReportDto } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';
import { MEMBER_RATINGS_UPDATE_SQL } from './members-score.js';

export interface PostRatingChange {
  postId: string;
  userId: string;
  /** Folded strain name (strainNameKey), or null when the post rates no strain (any more). */
  strainKey: string | null;
  rating: number | null;
  changedAt: string;
}

/**
 * Each member counts once per source with their latest rating: the posts projection by name key,
 * the published stories (the strain_story_reports view) by strain id. Effects are every effect the
 * strain's stories report, letter case folded. $1 strain id.
 */
const MEMBER_RATINGS = `
  post_members AS (
    SELECT DISTINCT ON (r.user_id) r.user_id, r.rating FROM strain_post_ratings r
      WHERE r.strain_key = (SELECT name_key FROM strains WHERE id = $1) AND r.rating IS NOT NULL
      ORDER BY r.user_id, r.changed_at DESC),
  story_members AS (
    SELECT DISTINCT ON (st.user_id) st.user_id, st.rating FROM strain_story_reports st
      WHERE st.strain_id = $1 AND st.rating IS NOT NULL
      ORDER BY st.user_id, st.updated_at DESC)`;

/** One statement for the whole report; null when the strain does not exist. */
const REPORT_SQL = `
  WITH ${MEMBER_RATINGS},
  effects AS (
    SELECT min(e.effect) AS effect, count(*)::int AS count FROM strain_story_reports st CROSS JOIN LATERAL unnest(st.effects) AS e(effect)
      WHERE st.strain_id = $1 GROUP BY lower(e.effect) ORDER BY count(*) DESC, min(e.effect) LIMIT ${StrainLimits.reportedEffectsShown})
  SELECT EXISTS (SELECT 1 FROM strains WHERE id = $1) AS strain_exists,
         (SELECT count(*) FROM post_members)::int AS post_count,
         (SELECT avg(rating) FROM post_members)::float8 AS post_average,
         (SELECT count(*) FROM story_members)::int AS story_count,
         (SELECT avg(rating) FROM story_members)::float8 AS story_average,
         (SELECT avg(rating) FROM (SELECT rating FROM post_members UNION ALL SELECT rating FROM story_members) a)::float8 AS average,
         coalesce((SELECT jsonb_agg(jsonb_build_object('effect', effect, 'count', count) ORDER BY count DESC, effect) FROM effects), '[]'::jsonb) AS top_effects`;

interface ReportRow {
  strain_exists: boolean;
  post_count: number;
  post_average: number | null;
  story_count: number;
  story_average: number | null;
  average: number | null;
  top_effects: StrainMembersReportDto['topEffects'];
}

/** Averages to one decimal, as shown. */
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

@Injectable()
export class MembersReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async report(strainId: number): Promise<StrainMembersReportDto | null> {
    const [row]: ReportRow[] = await this.dataSource.query(REPORT_SQL, [strainId]);
    if (!row.strain_exists) return null;
    return {
      postRatings: { count: row.post_count, averageRating: round(row.post_average) },
      storyRatings: { count: row.story_count, averageRating: round(row.story_average) },
      averageRating: round(row.average),
      topEffects: row.top_effects,
    };
  }

  /**
   * Applies a post event unless a newer one was applied already. Answers the strain keys whose
   * ratings changed (the post's previous and new strain), for refreshReviewCounts.
   */
  async applyPostRating(db: Queryable, change: PostRatingChange): Promise<string[]> {
    const rows: Array<{ old_key: string | null; new_key: string | null }> = await db.query(
      `WITH old AS (SELECT strain_key FROM strain_post_ratings WHERE post_id = $1 FOR UPDATE)
       INSERT INTO strain_post_ratings (post_id, user_id, strain_key, rating, changed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (post_id) DO UPDATE SET strain_key = EXCLUDED.strain_key, rating = EXCLUDED.rating, changed_at = EXCLUDED.changed_at
         WHERE strain_post_ratings.changed_at <= EXCLUDED.changed_at
       RETURNING (SELECT strain_key FROM old) AS old_key, strain_key AS new_key`,
      [change.postId, change.userId, change.strainKey, change.rating, change.changedAt],
    );
    return [...new Set(rows.flatMap((row) => [row.old_key, row.new_key]).filter((key): key is string => key !== null))];
  }

  async refreshReviewCountsByKey(db: Queryable, strainKeys: readonly string[]): Promise<void> {
    if (strainKeys.length > 0) await db.query(MEMBER_RATINGS_UPDATE_SQL('s.name_key = ANY($1::text[])'), [strainKeys]);
  }

  /** For the strain stories feature: call in the transaction that writes, edits or deletes a story. */
  async refreshReviewCountsById(db: Queryable, strainIds: readonly number[]): Promise<void> {
    if (strainIds.length > 0) await db.query(MEMBER_RATINGS_UPDATE_SQL('s.id = ANY($1::int[])'), [strainIds]);
  }

  /** After an import: strains that members rated before they were in the catalogue. */
  async refreshReviewCountsOfRatedStrains(db: Queryable): Promise<void> {
    await db.query(MEMBER_RATINGS_UPDATE_SQL('s.name_key IN (SELECT strain_key FROM strain_post_ratings WHERE rating IS NOT NULL)'));
  }
}
