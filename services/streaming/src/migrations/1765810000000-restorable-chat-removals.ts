import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restorable removals (issue 24): a chat line moderators removed is marked deleted (as a creator's
 * delete, already left out of every read) and names the decision, so an appeal that reverses
 * exactly that decision shows it again; a creator's own delete is never undone by an appeal.
 */
export class RestorableChatRemovals1765810000000 implements MigrationInterface {
  name = 'RestorableChatRemovals1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE live_stream_chats ADD COLUMN removed_by_decision uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE live_stream_chats DROP COLUMN removed_by_decision`);
  }
}
