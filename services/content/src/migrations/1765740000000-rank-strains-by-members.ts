import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top Rated ranks by our members' ratings (issue 27): members_rating is the members report's
 * average, members_score its Bayesian average (members-score.ts), both kept with review_count in
 * the transaction that changes a rating. The sort key puts every rated strain (score 1–5) before
 * every unrated one (catalogue rating − 10, unknown −11), so one index still serves the list and
 * its cursor. The catalogue's 5.0 rows with no member rating no longer open the list.
 */
const RATED_KEY = 'coalesce(members_score, coalesce(rating, -1) - 10)';

/** The figures of the strains members rated, as members-score.ts computes them (a copy: a migration never changes). */
const BACKFILL_SQL = `
  UPDATE strains s SET (review_count, members_rating, members_score) = (
    SELECT n, average, CASE WHEN n > 0 THEN (15 + total) / (5 + n) END FROM (
      SELECT count(*)::int AS n, avg(rating)::float8 AS average, coalesce(sum(rating), 0)::float8 AS total FROM (
        (SELECT DISTINCT ON (r.user_id) r.rating FROM strain_post_ratings r
          WHERE r.strain_key = s.name_key AND r.rating IS NOT NULL ORDER BY r.user_id, r.changed_at DESC)
        UNION ALL
        (SELECT DISTINCT ON (st.user_id) st.rating FROM strain_story_reports st
          WHERE st.strain_id = s.id AND st.rating IS NOT NULL ORDER BY st.user_id, st.updated_at DESC)
      ) members
    ) m)
  WHERE s.review_count > 0`;

export class RankStrainsByMembers1765740000000 implements MigrationInterface {
  name = 'RankStrainsByMembers1765740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE strains ADD COLUMN members_rating double precision, ADD COLUMN members_score double precision`);
    await queryRunner.query(BACKFILL_SQL);
    await queryRunner.query(`DROP INDEX strains_by_rating_idx`);
    await queryRunner.query(`DROP INDEX strains_type_by_rating_idx`);
    await queryRunner.query(`CREATE INDEX strains_by_rating_idx ON strains ((${RATED_KEY}) DESC, name_key, id)`);
    await queryRunner.query(`CREATE INDEX strains_type_by_rating_idx ON strains (type, (${RATED_KEY}) DESC, name_key, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX strains_by_rating_idx`);
    await queryRunner.query(`DROP INDEX strains_type_by_rating_idx`);
    await queryRunner.query(`CREATE INDEX strains_by_rating_idx ON strains (coalesce(rating, -1) DESC, name_key, id)`);
    await queryRunner.query(`CREATE INDEX strains_type_by_rating_idx ON strains (type, coalesce(rating, -1) DESC, name_key, id)`);
    await queryRunner.query(`ALTER TABLE strains DROP COLUMN members_rating, DROP COLUMN members_score`);
  }
}
