import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * The moderators' list of active bans and timeouts (issue 21) is paged newest first: this index
 * serves its keyset order within one stream, so a stream with thousands of bans reads one page,
 * not every row of the stream sorted in memory.
 */
export class IndexChatRestrictions1765600002001 implements MigrationInterface {
  name = 'IndexChatRestrictions1765600002001';
  /** The table holds members' restrictions when this runs: build without blocking moderators' writes. */
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'live_stream_chat_restrictions_list_idx', 'ON live_stream_chat_restrictions (stream_id, created_at DESC, user_id DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS live_stream_chat_restrictions_list_idx');
  }
}
