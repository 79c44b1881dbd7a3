import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which encoder connection publishes a stream, and when the ingest last vouched for it
 * (on_publish, then on_update every 10 s): a second encoder with the same key is refused while
 * the first is alive, and the refused one's publish-done no longer ends the stream.
 */
export class TrackIngestPublisher1765500000001 implements MigrationInterface {
  name = 'TrackIngestPublisher1765500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE live_streams ADD COLUMN ingest_publisher text, ADD COLUMN ingest_seen_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE live_streams DROP COLUMN ingest_publisher, DROP COLUMN ingest_seen_at`);
  }
}
