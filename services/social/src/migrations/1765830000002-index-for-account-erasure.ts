import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account erasure (issue 25) finds a member's comments and the blocks against them by an index,
 * not by reading the tables. Both hold member data and take writes: built CONCURRENTLY.
 */
export class IndexForAccountErasure1765830000002 implements MigrationInterface {
  name = 'IndexForAccountErasure1765830000002';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'comments_user_idx', 'ON comments (user_id)');
    await createIndexConcurrently(queryRunner, 'blocks_blocked_idx', 'ON blocks (blocked_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS blocks_blocked_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS comments_user_idx');
  }
}
