import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `suspended_members`: moderation's suspensions as this service knows them, projected from
 * `moderation.member.suspended` / `.unsuspended` (SuspendedMembersModule). One row per member ever
 * suspended: the newest event wins (`changed_at`), a lifted one keeps its row (`lifted_at`) so that a
 * late redelivery of the suspension cannot bring it back. Lists filter with a primary-key probe
 * (`notSuspendedSql`); a timed suspension ends by itself when `until` passes (compared with now()).
 */
export class CreateSuspendedMembers1765800000000 implements MigrationInterface {
  name = 'CreateSuspendedMembers1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS suspended_members (
        user_id uuid PRIMARY KEY,
        until timestamptz,
        reason text NOT NULL,
        lifted_at timestamptz,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE suspended_members');
  }
}
