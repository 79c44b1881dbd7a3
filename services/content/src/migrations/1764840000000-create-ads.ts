import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ads (core spec §3 "Ad": id and adCode) and their stats. ad_code is stored sanitised (AdsService
 * is the only writer). house_key is the stable key of our own house ads, seeded idempotently.
 *
 * ad_events: one row per ad, kind, browser session and day, with how many times it was reported;
 * impressions and clicks on ads count distinct (session, day) pairs, raised by the counting job in
 * the transaction that creates such a row, so a page reloaded in a loop does not inflate them.
 */
export class CreateAds1764840000000 implements MigrationInterface {
  name = 'CreateAds1764840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        house_key text CONSTRAINT ads_house_key_key UNIQUE,
        name text NOT NULL,
        placement text NOT NULL,
        ad_code text NOT NULL,
        href text,
        is_active boolean NOT NULL DEFAULT true,
        impressions bigint NOT NULL DEFAULT 0,
        clicks bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX ads_placement_idx ON ads (placement, created_at) WHERE is_active`);
    await queryRunner.query(`
      CREATE TABLE ad_events (
        ad_id uuid NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('impression', 'click')),
        session_id uuid NOT NULL,
        day date NOT NULL,
        user_id uuid,
        count integer NOT NULL DEFAULT 1,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (ad_id, kind, session_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ad_events`);
    await queryRunner.query(`DROP TABLE ads`);
  }
}
