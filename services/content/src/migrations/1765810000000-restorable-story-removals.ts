import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restorable removals (issue 24): a story moderators removed is unpublished (every list, index,
 * direct read and the members report already read published stories only) and names the decision
 * that removed it, so an appeal that reverses exactly that decision publishes it again.
 */
export class RestorableStoryRemovals1765810000000 implements MigrationInterface {
  name = 'RestorableStoryRemovals1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE strain_stories ADD COLUMN removed_by_decision uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE strain_stories DROP COLUMN removed_by_decision`);
  }
}
