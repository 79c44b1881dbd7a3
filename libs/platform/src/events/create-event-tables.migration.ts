import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEventTables1763800000000 implements MigrationInterface {
  name = 'CreateEventTables1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    // The relay only ever looks for unpublished rows, oldest first.
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON outbox (occurred_at) WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE inbox (
        event_id uuid PRIMARY KEY,
        name text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inbox`);
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
