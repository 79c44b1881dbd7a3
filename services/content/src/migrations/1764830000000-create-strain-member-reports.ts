import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What our members report about a strain (the strain page's members report, and review_count).
 *
 * strain_post_ratings: a projection of social's post events (post.created / updated / deleted),
 * one row per post, matched to strains by the folded name key (the catalogue's upsert key), never
 * by reading social's database. A row keeps the last event applied (changed_at = the event's
 * occurredAt) so a redelivered or late older event changes nothing; a deleted post, or a post
 * whose strain was removed, stays as a row with a NULL rating (a tombstone).
 *
 * strain_story_reports: the hook the strain stories feature fills. Until its table exists this
 * view is empty; the stories migration replaces it (CREATE OR REPLACE VIEW with exactly these
 * columns, see docs/decisions.md "Members report").
 */
export class CreateStrainMemberReports1764830000000 implements MigrationInterface {
  name = 'CreateStrainMemberReports1764830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE strain_post_ratings (
        post_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        strain_key text,
        rating smallint CHECK (rating BETWEEN 1 AND 5),
        changed_at timestamptz NOT NULL
      )`);
    // A strain's members, each member's latest rating first.
    await queryRunner.query(`CREATE INDEX strain_post_ratings_strain_idx ON strain_post_ratings (strain_key, user_id, changed_at DESC) WHERE rating IS NOT NULL`);
    await queryRunner.query(`
      CREATE VIEW strain_story_reports AS
        SELECT NULL::integer AS strain_id, NULL::uuid AS user_id, NULL::integer AS rating,
               NULL::text[] AS effects, NULL::timestamptz AS updated_at
        WHERE false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW strain_story_reports`);
    await queryRunner.query(`DROP TABLE strain_post_ratings`);
  }
}
