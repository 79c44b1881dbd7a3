import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks and mutes (from social's events) so that no notification comes from a member the
 * recipient blocked or muted; and the account notices (report outcomes, moderation decisions,
 * membership), which come from no member (no actor) and say what happened in `detail`.
 */
export class NotificationsBlocksAndAccountNotices1765860000000 implements MigrationInterface {
  name = 'NotificationsBlocksAndAccountNotices1765860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Who blocked or muted whom: the rules ask "did the recipient block or mute the actor" (and a
    // block also the other way), the fan-out "which followers muted the creator".
    await queryRunner.query(`
      CREATE TABLE member_blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    await queryRunner.query(`CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id, blocker_id)`);
    await queryRunner.query(`
      CREATE TABLE member_mutes (
        muter_id uuid NOT NULL,
        muted_id uuid NOT NULL,
        PRIMARY KEY (muter_id, muted_id)
      )`);
    await queryRunner.query(`CREATE INDEX member_mutes_muted_idx ON member_mutes (muted_id, muter_id)`);
    // A block or mute removes what the member's notifications hold from the other.
    await queryRunner.query(`CREATE INDEX notification_items_actor_idx ON notification_items (actor_id, recipient_id) WHERE actor_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE notification_items ALTER COLUMN actor_id DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE notification_groups ADD COLUMN detail jsonb`);
    await queryRunner.query(`ALTER TABLE notification_groups DROP CONSTRAINT notification_groups_type_check`);
    await queryRunner.query(`
      ALTER TABLE notification_groups ADD CONSTRAINT notification_groups_type_check
        CHECK (type IN ('like', 'comment', 'follow', 'mention', 'live', 'storyUpvote', 'reportOutcome', 'moderation', 'membership'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notification_groups WHERE type IN ('reportOutcome', 'moderation', 'membership')`);
    await queryRunner.query(`ALTER TABLE notification_groups DROP CONSTRAINT notification_groups_type_check`);
    await queryRunner.query(`
      ALTER TABLE notification_groups ADD CONSTRAINT notification_groups_type_check
        CHECK (type IN ('like', 'comment', 'follow', 'mention', 'live', 'storyUpvote'))`);
    await queryRunner.query(`ALTER TABLE notification_groups DROP COLUMN detail`);
    await queryRunner.query(`ALTER TABLE notification_items ALTER COLUMN actor_id SET NOT NULL`);
    await queryRunner.query(`DROP INDEX notification_items_actor_idx`);
    await queryRunner.query(`DROP TABLE member_mutes`);
    await queryRunner.query(`DROP TABLE member_blocks`);
  }
}
