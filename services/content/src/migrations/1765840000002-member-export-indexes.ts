import { createIndexConcurrently } from '@cannaverse/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's data export (issue 25) pages through their stories, upvotes, reactions and post ratings by key: these had no index
 * leading with the member, so each page would scan the table. Built without blocking writes.
 */
export class MemberExportIndexes1765840000002 implements MigrationInterface {
  name = 'MemberExportIndexes1765840000002';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'strain_stories_user_export_idx', 'ON strain_stories (user_id, id)');
    await createIndexConcurrently(queryRunner, 'strain_story_upvotes_user_export_idx', 'ON strain_story_upvotes (user_id, story_id)');
    await createIndexConcurrently(queryRunner, 'strain_emoji_reactions_user_export_idx', 'ON strain_emoji_reactions (user_id, id)');
    await createIndexConcurrently(queryRunner, 'strain_post_ratings_user_export_idx', 'ON strain_post_ratings (user_id, post_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS strain_post_ratings_user_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS strain_emoji_reactions_user_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS strain_story_upvotes_user_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS strain_stories_user_export_idx');
  }
}
