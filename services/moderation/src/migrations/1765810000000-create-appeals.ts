import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reads the audit log's allowed actions from the live constraint and writes it back with `add` or
 * without `drop`: other migrations of the same batch extend the same list (suspensions), and each
 * keeps what the others added whatever order they run in.
 */
async function changeAuditActions(queryRunner: QueryRunner, change: (actions: Set<string>) => void): Promise<void> {
  const [row]: Array<{ def: string }> = await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'admin_audit_log_action_check'`);
  const actions = new Set([...(row?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]));
  change(actions);
  await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT IF EXISTS admin_audit_log_action_check`);
  await queryRunner.query(`ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
    CHECK (action IN (${[...actions].map((action) => `'${action}'`).join(', ')}))`);
}

/**
 * Appeals of moderation decisions (issue 24): one per decision, by the decision's subject; an admin
 * upholds or reverses it (audited as `appeal_decision`). A reversed decision records when, so a
 * reversed removal is shown as restored.
 */
export class CreateAppeals1765810000000 implements MigrationInterface {
  name = 'CreateAppeals1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        decision_id uuid NOT NULL REFERENCES moderation_decisions(id),
        user_id uuid NOT NULL,
        text text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'upheld', 'reversed')),
        outcome_note text,
        decided_by uuid,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Once per decision: the member's notice joins its appeal over this key.
        CONSTRAINT appeals_once_key UNIQUE (decision_id)
      )`);
    // The admins' list: one status (or all), newest first.
    await queryRunner.query(`CREATE INDEX appeals_queue_idx ON appeals (status, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX appeals_recent_idx ON appeals (created_at DESC, id DESC)`);
    await queryRunner.query(`ALTER TABLE moderation_decisions ADD COLUMN reversed_at timestamptz`);
    await changeAuditActions(queryRunner, (actions) => actions.add('appeal_decision'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE action = 'appeal_decision'`);
    await changeAuditActions(queryRunner, (actions) => actions.delete('appeal_decision'));
    await queryRunner.query(`ALTER TABLE moderation_decisions DROP COLUMN reversed_at`);
    await queryRunner.query(`DROP TABLE appeals`);
  }
}
