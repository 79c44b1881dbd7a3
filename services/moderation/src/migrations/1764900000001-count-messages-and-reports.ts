import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRowCounter, dropRowCounter } from '@cannaverse/platform';
import { MODERATION_COUNTERS } from '../moderation-counters.js';

/** Total messages, reports and pending reports for the stats and the dashboard, without count(*). */
export class CountMessagesAndReports1764900000001 implements MigrationInterface {
  name = 'CountMessagesAndReports1764900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const counter of Object.values(MODERATION_COUNTERS)) await createRowCounter(queryRunner, counter);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const counter of Object.values(MODERATION_COUNTERS)) await dropRowCounter(queryRunner, counter);
  }
}
