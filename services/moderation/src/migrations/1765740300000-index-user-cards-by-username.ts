import { createIndexConcurrently } from '@cannaverse/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin User Search finds a member by username as well as by id (issue 27): user_cards by
 * lower(username). user_cards holds member data and grows, so the index is built without blocking
 * the projection's writes.
 */
export class IndexUserCardsByUsername1765740300000 implements MigrationInterface {
  name = 'IndexUserCardsByUsername1765740300000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'user_cards_username_idx', 'ON user_cards (lower(username))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_username_idx');
  }
}
