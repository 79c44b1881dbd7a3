import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recent Streams lists streams that aired (issue 21): `aired_at` is when the ingest last started
 * delivering video to a session of the stream. A Go Live that never got video leaves it NULL, so
 * such a stream is never listed. The public list's second part reads the new partial index,
 * newest airing first; the old one (every stream not live, aired or not) goes.
 * Existing ended streams that had video in their last session (playback_url kept) count as aired.
 * The ingest watchdog reads only live rows (live_streams_status_idx).
 */
export class RecentStreamsThatAired1765600000000 implements MigrationInterface {
  name = 'RecentStreamsThatAired1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE live_streams ADD COLUMN aired_at timestamptz`);
    await queryRunner.query(`UPDATE live_streams SET aired_at = started_at WHERE playback_url IS NOT NULL AND started_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX IF EXISTS live_streams_recent_idx`);
    await queryRunner.query(
      `CREATE INDEX live_streams_aired_idx ON live_streams (aired_at DESC, id DESC) WHERE status <> 'live' AND aired_at IS NOT NULL AND NOT is_private`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS live_streams_aired_idx`);
    await queryRunner.query(`CREATE INDEX live_streams_recent_idx ON live_streams (created_at DESC, id DESC) WHERE status <> 'live' AND NOT is_private`);
    await queryRunner.query(`ALTER TABLE live_streams DROP COLUMN aired_at`);
  }
}
