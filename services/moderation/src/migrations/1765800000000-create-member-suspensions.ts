import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Suspensions (issue 24): one row per member suspended now (or whose timed suspension has run out
 * but was not lifted: `until` in the past means it is over). Lifting deletes the row; the history is
 * the audit log (new actions `member_suspension`, `suspension_lift`, and `stream_end` for an admin
 * ending a live stream). `decision_id` links a suspension decided from the report queue.
 */
export class CreateMemberSuspensions1765800000000 implements MigrationInterface {
  name = 'CreateMemberSuspensions1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_suspensions (
        user_id uuid PRIMARY KEY,
        until timestamptz,
        reason text NOT NULL,
        suspended_by uuid NOT NULL,
        decision_id uuid REFERENCES moderation_decisions(id),
        suspended_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check`);
    await queryRunner.query(`
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
        CHECK (action IN ('report_list', 'report_overview', 'report_status', 'user_lookup', 'report_decision', 'member_suspension', 'suspension_lift', 'stream_end'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE action IN ('member_suspension', 'suspension_lift', 'stream_end')`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check`);
    await queryRunner.query(`
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
        CHECK (action IN ('report_list', 'report_overview', 'report_status', 'user_lookup', 'report_decision'))`);
    await queryRunner.query('DROP TABLE member_suspensions');
  }
}
