import { createIndexConcurrently } from '@cannaverse/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's data export (issue 25) pages through their chat lines and stream reactions by key: these had no index
 * leading with the member, so each page would scan the table. Built without blocking writes.
 */
export class MemberExportIndexes1765840000003 implements MigrationInterface {
  name = 'MemberExportIndexes1765840000003';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'live_stream_chats_user_export_idx', 'ON live_stream_chats (user_id, id)');
    await createIndexConcurrently(queryRunner, 'live_stream_reactions_user_export_idx', 'ON live_stream_reactions (user_id, id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS live_stream_reactions_user_export_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS live_stream_chats_user_export_idx');
  }
}
