import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account erasure (issue 25) finds a member's reactions, upvotes, stories, post ratings and ad
 * events by an index. These tables hold member data and take writes: built CONCURRENTLY.
 */
export class IndexForAccountErasure1765830000003 implements MigrationInterface {
  name = 'IndexForAccountErasure1765830000003';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'strain_emoji_reactions_user_idx', 'ON strain_emoji_reactions (user_id)');
    await createIndexConcurrently(queryRunner, 'strain_story_upvotes_user_idx', 'ON strain_story_upvotes (user_id)');
    await createIndexConcurrently(queryRunner, 'strain_stories_user_idx', 'ON strain_stories (user_id)');
    await createIndexConcurrently(queryRunner, 'strain_post_ratings_user_idx', 'ON strain_post_ratings (user_id)');
    await createIndexConcurrently(queryRunner, 'ad_events_user_idx', 'ON ad_events (user_id) WHERE user_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['ad_events_user_idx', 'strain_post_ratings_user_idx', 'strain_stories_user_idx', 'strain_story_upvotes_user_idx', 'strain_emoji_reactions_user_idx']) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    }
  }
}
