import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account settings (issue 25): a paid plan the member cancelled keeps running to the end of its
 * period and then ends; the first-visit steps are kept on the server, so a member on a new browser
 * is not walked through them again. Columns with a constant default: no table rewrite.
 */
export class AccountSettings1765720000000 implements MigrationInterface {
  name = 'AccountSettings1765720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE memberships ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN profile_setup_complete boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN tutorial_completed boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN tutorial_completed`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN profile_setup_complete`);
    await queryRunner.query(`ALTER TABLE memberships DROP COLUMN cancel_at_period_end`);
  }
}
