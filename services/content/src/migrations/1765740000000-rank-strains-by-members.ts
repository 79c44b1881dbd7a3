import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MEMBER_RATINGS_UPDATE_SQL } from '../strains/members-report/members-score.js';

/**
 * Top Rated ranks by our members' ratings (issue 27): members_rating is the members report's
 * average, members_score its Bayesian average (members-score.ts), both kept with review_count in
 * the transaction that changes a rating. The sort key puts every rated strain (score 1–5) before
 * every unrated one (catalogue rating − 10, unknown −11), so one index still serves the list and
 * its cursor. The catalogue's 5.0 rows with no member rating no longer open the list.
 */
const RATED_KEY = 'coalesce(members_score, coalesce(rating, -1) - 10)';

export class RankStrainsByMembers1765740000000 implements MigrationInterface {
  name = 'RankStrainsByMembers1765740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE strains ADD COLUMN members_rating double precision, ADD COLUMN members_score double precision`);
    await queryRunner.query(MEMBER_RATINGS_UPDATE_SQL('s.review_count > 0'));
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
