import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account erasure (issue 25) finds their posts' projection rows by an index (the table takes
 * writes: built CONCURRENTLY). The notifications a member made for others are found by
 * notification_items_actor_idx, which the blocks-and-mutes migration (1765860000000) creates.
 */
export class IndexForAccountErasure1765830000006 implements MigrationInterface {
  name = 'IndexForAccountErasure1765830000006';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'posts_author_idx', 'ON posts (author_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS posts_author_idx');
  }
}
