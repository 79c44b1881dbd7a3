import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of any content under a community rule, the decisions admins take on them, and a new audit
 * action (issue 24). Direct-message reports keep their own table (the spec's /admin/messages).
 * `target_id` is text: posts, comments, stories and members have UUIDs, streams and chat lines integers.
 */
export class CreateContentReports1765710000000 implements MigrationInterface {
  name = 'CreateContentReports1765710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        target_type text NOT NULL CHECK (target_type IN ('post', 'comment', 'story', 'member', 'stream', 'chat')),
        target_id text NOT NULL,
        reporter_id uuid NOT NULL,
        rule text NOT NULL,
        details text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'actioned', 'dismissed')),
        -- The target as it was when reported: it may change or go before an admin looks.
        author_id uuid,
        excerpt text,
        media_thumbnail text,
        link text,
        decision_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT content_reports_once_key UNIQUE (target_type, target_id, reporter_id)
      )`);
    // The queue: one status (or all), optionally one target type, newest first.
    await queryRunner.query(`CREATE INDEX content_reports_queue_idx ON content_reports (status, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX content_reports_recent_idx ON content_reports (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX content_reports_type_idx ON content_reports (target_type, status, created_at DESC, id DESC)`);
    // A member's own reports (GET /api/reports/mine).
    await queryRunner.query(`CREATE INDEX content_reports_reporter_idx ON content_reports (reporter_id, created_at DESC, id DESC)`);
    // How many reported the same target, and deciding all of a target's pending reports at once,
    // use content_reports_once_key's leading (target_type, target_id).
    await queryRunner.query(`
      CREATE TABLE moderation_decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL REFERENCES content_reports(id),
        target_type text NOT NULL,
        target_id text NOT NULL,
        subject_id uuid,
        action text NOT NULL CHECK (action IN ('dismiss', 'remove', 'warn', 'suspend')),
        rule text NOT NULL,
        days integer,
        note text,
        excerpt text,
        admin_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE content_reports ADD CONSTRAINT content_reports_decision_fkey FOREIGN KEY (decision_id) REFERENCES moderation_decisions(id)`);
    // A member's notices: the decisions about their content (removals and warnings).
    await queryRunner.query(`
      CREATE INDEX moderation_decisions_subject_idx ON moderation_decisions (subject_id, created_at DESC, id DESC)
        WHERE action IN ('remove', 'warn')`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check`);
    await queryRunner.query(`
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
        CHECK (action IN ('report_list', 'report_overview', 'report_status', 'user_lookup', 'report_decision'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE action = 'report_decision'`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check`);
    await queryRunner.query(`
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
        CHECK (action IN ('report_list', 'report_overview', 'report_status', 'user_lookup'))`);
    await queryRunner.query(`ALTER TABLE content_reports DROP CONSTRAINT content_reports_decision_fkey`);
    await queryRunner.query(`DROP TABLE moderation_decisions`);
    await queryRunner.query(`DROP TABLE content_reports`);
  }
}
