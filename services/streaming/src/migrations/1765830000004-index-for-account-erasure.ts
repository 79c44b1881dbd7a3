import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account erasure (issue 25) finds a member's chat lines, reactions, viewer rows and chat
 * restrictions in others' streams by an index. These tables take writes: built CONCURRENTLY.
 */
export class IndexForAccountErasure1765830000004 implements MigrationInterface {
  name = 'IndexForAccountErasure1765830000004';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'live_stream_chats_user_idx', 'ON live_stream_chats (user_id)');
    await createIndexConcurrently(queryRunner, 'live_stream_reactions_user_idx', 'ON live_stream_reactions (user_id)');
    await createIndexConcurrently(queryRunner, 'live_stream_viewers_user_idx', 'ON live_stream_viewers (user_id)');
    await createIndexConcurrently(queryRunner, 'live_stream_chat_restrictions_user_idx', 'ON live_stream_chat_restrictions (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['live_stream_chat_restrictions_user_idx', 'live_stream_viewers_user_idx', 'live_stream_reactions_user_idx', 'live_stream_chats_user_idx']) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    }
  }
}
