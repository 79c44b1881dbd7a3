import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outcome of a member's appeal is a notice of its own (type `appeal`, from no member). */
export class AppealNotices1765870000000 implements MigrationInterface {
  name = 'AppealNotices1765870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notification_groups DROP CONSTRAINT notification_groups_type_check`);
    await queryRunner.query(`
      ALTER TABLE notification_groups ADD CONSTRAINT notification_groups_type_check
        CHECK (type IN ('like', 'comment', 'follow', 'mention', 'live', 'storyUpvote', 'reportOutcome', 'moderation', 'membership', 'appeal'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notification_groups WHERE type = 'appeal'`);
    await queryRunner.query(`ALTER TABLE notification_groups DROP CONSTRAINT notification_groups_type_check`);
    await queryRunner.query(`
      ALTER TABLE notification_groups ADD CONSTRAINT notification_groups_type_check
        CHECK (type IN ('like', 'comment', 'follow', 'mention', 'live', 'storyUpvote', 'reportOutcome', 'moderation', 'membership'))`);
  }
}
