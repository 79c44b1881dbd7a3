import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Fills the members report's stories hook (`strain_story_reports`, an empty view until now) from
 * the published strain stories: each story's strain, author, rating and every effect it reports
 * (felt and helped with). The report counts each member once with their latest story.
 */
export class ReportStrainStories1764920000000 implements MigrationInterface {
  name = 'ReportStrainStories1764920000000';
  /** strain_stories holds members' stories: the index is built without blocking their writes. */
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE VIEW strain_story_reports AS
        SELECT strain_id, user_id, rating::integer AS rating, effects_felt || helped_with AS effects, updated_at
        FROM strain_stories WHERE published`);
    // A member's latest story of a strain, for the report's DISTINCT ON (user_id) per strain.
    await createIndexConcurrently(queryRunner, 'strain_stories_member_report_idx', 'ON strain_stories (strain_id, user_id, updated_at DESC) WHERE published');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS strain_stories_member_report_idx`);
    await queryRunner.query(`
      CREATE OR REPLACE VIEW strain_story_reports AS
        SELECT NULL::integer AS strain_id, NULL::uuid AS user_id, NULL::integer AS rating,
               NULL::text[] AS effects, NULL::timestamptz AS updated_at
        WHERE false`);
  }
}
