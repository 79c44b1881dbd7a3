import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account erasure (issue 25) finds the notifications a member made for others and their posts'
 * projection rows by an index. Both tables take writes: built CONCURRENTLY.
 */
export class IndexForAccountErasure1765830000006 implements MigrationInterface {
  name = 'IndexForAccountErasure1765830000006';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'notification_items_actor_idx', 'ON notification_items (actor_id)');
    await createIndexConcurrently(queryRunner, 'posts_author_idx', 'ON posts (author_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS posts_author_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS notification_items_actor_idx');
  }
}
