import { createIndexConcurrently } from '@cannaverse/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's data export (issue 25) pages through their comments and direct messages by key: these had no index
 * leading with the member, so each page would scan the table. Built without blocking writes.
 */
export class MemberExportIndexes1765840000001 implements MigrationInterface {
  name = 'MemberExportIndexes1765840000001';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'comments_user_export_idx', 'ON comments (user_id, id)');
    await createIndexConcurrently(queryRunner, 'messages_sender_export_idx', 'ON messages (sender_id, id)');
    await createIndexConcurrently(queryRunner, 'messages_receiver_export_idx', 'ON messages (receiver_id, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS messages_receiver_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS messages_sender_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS comments_user_export_idx');
  }
}
