import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRowCounter } from '@cannaverse/platform';
import { SOCIAL_COUNTERS } from '../stats/social-counters.js';

/**
 * The counters become statement-level and sharded (libs/platform's row-counters.ts says why: the
 * one-row counter made every writer of the table wait for the others). createRowCounter replaces
 * the row-level trigger and carries the count over.
 */
export class ShardRowCounters1765500000002 implements MigrationInterface {
  name = 'ShardRowCounters1765500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const counter of Object.values(SOCIAL_COUNTERS)) await createRowCounter(queryRunner, counter);
  }

  async down(): Promise<void> {
    // Nothing to undo that matters: the sharded counters count the same rows as the first version.
  }
}
