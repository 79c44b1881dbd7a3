import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation's own copy of every direct message (from social's events; it never reads social's
 * database), the reports members file about them, and the log of every admin read.
 */
export class CreateModerationTables1764900000000 implements MigrationInterface {
  name = 'CreateModerationTables1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_copies (
        id uuid PRIMARY KEY,
        sender_id uuid NOT NULL,
        receiver_id uuid NOT NULL,
        content text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
    // The admin's look-up of one member's messages reads both directions, newest first.
    await queryRunner.query(`CREATE INDEX message_copies_sender_idx ON message_copies (sender_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX message_copies_receiver_idx ON message_copies (receiver_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX message_copies_unread_idx ON message_copies (receiver_id, sender_id) WHERE NOT read`);
    await queryRunner.query(`
      CREATE TABLE message_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES message_copies(id),
        reporter_id uuid NOT NULL,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_by uuid,
        reviewed_at timestamptz,
        outcome_seen_at timestamptz,
        CONSTRAINT message_reports_once_key UNIQUE (message_id, reporter_id),
        CONSTRAINT message_reports_reviewed CHECK ((status = 'pending') = (reviewed_at IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX message_reports_recent_idx ON message_reports (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX message_reports_status_idx ON message_reports (status, created_at DESC, id DESC)`);
    // A reporter's outcomes not yet dismissed: the notice on their messages page.
    await queryRunner.query(`
      CREATE INDEX message_reports_outcomes_idx ON message_reports (reporter_id, reviewed_at DESC, id DESC)
        WHERE status <> 'pending' AND outcome_seen_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE admin_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('report_list', 'report_overview', 'report_status', 'user_lookup')),
        subject_ids uuid[] NOT NULL,
        reason text NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX admin_audit_log_recent_idx ON admin_audit_log (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_audit_log`);
    await queryRunner.query(`DROP TABLE message_reports`);
    await queryRunner.query(`DROP TABLE message_copies`);
  }
}
