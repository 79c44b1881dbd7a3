import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createRowCounter, dropRowCounter } from '@cannaverse/platform';
import { SOCIAL_COUNTERS } from '../stats/social-counters.js';

/** The admin dashboard's posts and messages figures, kept by triggers instead of count(*). */
export class CountPostsAndMessages1764800000001 implements MigrationInterface {
  name = 'CountPostsAndMessages1764800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const counter of Object.values(SOCIAL_COUNTERS)) await createRowCounter(queryRunner, counter);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const counter of Object.values(SOCIAL_COUNTERS)) await dropRowCounter(queryRunner, counter);
  }
}
