import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stream's recording (issue 21): the MP4's media-store key once the remux job stored it, the
 * job's state, and when the retention sweep deletes it. One recording per stream: a stream that
 * goes live again and ends replaces it (the earlier one stays stored until the new one is ready).
 */
export class AddStreamRecordings1765600001000 implements MigrationInterface {
  name = 'AddStreamRecordings1765600001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE live_streams
        ADD COLUMN recording_status text CHECK (recording_status IN ('processing', 'ready', 'failed')),
        ADD COLUMN recording_key text,
        ADD COLUMN recording_expires_at timestamptz,
        ADD CONSTRAINT live_streams_recording_expires CHECK (recording_key IS NULL OR recording_expires_at IS NOT NULL)`);
    // The retention sweep reads the recordings whose time is up, oldest first.
    await queryRunner.query(`CREATE INDEX live_streams_recording_expiry_idx ON live_streams (recording_expires_at) WHERE recording_key IS NOT NULL`);
    // The same sweep re-queues remuxes whose job was lost (a crash between the commit and the enqueue).
    await queryRunner.query(`CREATE INDEX live_streams_recording_processing_idx ON live_streams (ended_at) WHERE recording_status = 'processing'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS live_streams_recording_processing_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS live_streams_recording_expiry_idx`);
    await queryRunner.query(`ALTER TABLE live_streams DROP CONSTRAINT IF EXISTS live_streams_recording_expires,
      DROP COLUMN recording_status, DROP COLUMN recording_key, DROP COLUMN recording_expires_at`);
  }
}
