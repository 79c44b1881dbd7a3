import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRowCounter } from '@cannaverse/platform';
import { LIVE_MEMBERS_COUNTER, MEMBERS_COUNTER } from '../stats/members-counter.js';

/**
 * Account deletion (issue 25): a deleted account stays as a tombstone (its id and username, nothing
 * else: account-erasure/) so the name is never taken over to pass as the departed member in others'
 * mentions. `deleted_at` refuses its logins at once; the member count leaves tombstones out.
 * A nullable column without default: no table rewrite.
 */
export class AccountDeletion1765830000001 implements MigrationInterface {
  name = 'AccountDeletion1765830000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
    await createRowCounter(queryRunner, LIVE_MEMBERS_COUNTER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await createRowCounter(queryRunner, MEMBERS_COUNTER);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN deleted_at`);
  }
}
