import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's data exports (issue 25): one row per request, its progress, and the zip's object key
 * once ready (7 days). At most one export in progress per member (the partial unique index).
 * A paid plan's switch waits for the next billing cycle: the plan and interval it becomes then.
 */
export class MemberExports1765840000000 implements MigrationInterface {
  name = 'MemberExports1765840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
        part text,
        object_key text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        expires_at timestamptz,
        CONSTRAINT member_exports_ready_has_file CHECK (status <> 'ready' OR (object_key IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX member_exports_user_created_idx ON member_exports (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX member_exports_one_in_progress_key ON member_exports (user_id) WHERE status IN ('queued', 'running')`);
    await queryRunner.query(`CREATE INDEX member_exports_expiry_idx ON member_exports (expires_at) WHERE status = 'ready'`);
    await queryRunner.query(`ALTER TABLE memberships ADD COLUMN pending_plan text CHECK (pending_plan IN ('cannanaut', 'connoisseur'))`);
    await queryRunner.query(`ALTER TABLE memberships ADD COLUMN pending_interval text CHECK (pending_interval IN ('month', 'year'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE memberships DROP COLUMN pending_interval`);
    await queryRunner.query(`ALTER TABLE memberships DROP COLUMN pending_plan`);
    await queryRunner.query(`DROP TABLE member_exports`);
  }
}
