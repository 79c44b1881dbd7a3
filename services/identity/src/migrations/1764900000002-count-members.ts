import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRowCounter, dropRowCounter } from '@cannaverse/platform';
import { MEMBERS_COUNTER } from '../stats/members-counter.js';

/** The admin dashboard's member count, kept by a trigger instead of count(*). */
export class CountMembers1764900000002 implements MigrationInterface {
  name = 'CountMembers1764900000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createRowCounter(queryRunner, MEMBERS_COUNTER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropRowCounter(queryRunner, MEMBERS_COUNTER);
  }
}
