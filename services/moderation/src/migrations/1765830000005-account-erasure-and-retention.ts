import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * Account deletion and retention (issue 25).
 * - A content report keeps its record when its reporter deletes their account, without them:
 *   reporter_id becomes nullable.
 * - `account_erasures`: each deleted account, when it was asked for and when each service finished
 *   erasing its part (the admin dashboard's list); kept 90 days after it finished.
 * - Indexes for the erasure (a member's reports as author, decisions as subject, audit entries that
 *   name them) and for the pruning of message text, built CONCURRENTLY: these tables take writes.
 */
export class AccountErasureAndRetention1765830000005 implements MigrationInterface {
  name = 'AccountErasureAndRetention1765830000005';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE content_reports ALTER COLUMN reporter_id DROP NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS account_erasures (
        user_id uuid PRIMARY KEY,
        requested_at timestamptz,
        erased jsonb NOT NULL DEFAULT '{}'::jsonb,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS account_erasures_in_progress_idx ON account_erasures (updated_at DESC, user_id) WHERE finished_at IS NULL`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS account_erasures_finished_idx ON account_erasures (finished_at DESC, user_id) WHERE finished_at IS NOT NULL`);
    await createIndexConcurrently(queryRunner, 'content_reports_author_idx', 'ON content_reports (author_id) WHERE author_id IS NOT NULL');
    await createIndexConcurrently(queryRunner, 'moderation_decisions_subject_all_idx', 'ON moderation_decisions (subject_id) WHERE subject_id IS NOT NULL');
    await createIndexConcurrently(queryRunner, 'admin_audit_log_subjects_idx', 'ON admin_audit_log USING gin (subject_ids)');
    // The pruning walks the copies whose text is still kept, oldest first.
    await createIndexConcurrently(queryRunner, 'message_copies_text_kept_idx', `ON message_copies (created_at) WHERE content <> ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['message_copies_text_kept_idx', 'admin_audit_log_subjects_idx', 'moderation_decisions_subject_all_idx', 'content_reports_author_idx']) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS account_erasures`);
  }
}
