import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The latest trending list, replaced whole by the 5-minute job. Stored rather than computed
 * per request: the home sidebar asks on every page load and the answer changes every 5 minutes.
 */
export class CreateTrendingTopics1764600000000 implements MigrationInterface {
  name = 'CreateTrendingTopics1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trending_topics (
        rank smallint PRIMARY KEY CHECK (rank >= 1),
        name text NOT NULL,
        category text NOT NULL,
        score double precision NOT NULL,
        post_count integer NOT NULL DEFAULT 0,
        computed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE trending_topics');
  }
}
