import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mutes and muted words (issue 24), and the reverse lookup of blocks. Every list of members'
 * content leaves out, for a viewer, the members they block, who block them and whom they mute:
 * three index probes by the viewer's id (blocks' primary key, blocks_blocked_idx, mutes' primary
 * key). A muted word is stored with the case-insensitive regular expression it matches as (made by
 * the service), so a feed query only reads the viewer's patterns. Other services (search) read
 * `mutes` by this name.
 */
export class CreateMutes1765820000000 implements MigrationInterface {
  name = 'CreateMutes1765820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mutes (
        muter_id uuid NOT NULL,
        muted_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (muter_id, muted_id),
        CONSTRAINT mutes_not_self CHECK (muter_id <> muted_id)
      )`);
    await queryRunner.query(`CREATE INDEX mutes_list_idx ON mutes (muter_id, created_at DESC, muted_id DESC)`);
    await queryRunner.query(`CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id)`);
    await queryRunner.query(`
      CREATE TABLE muted_words (
        user_id uuid NOT NULL,
        word text NOT NULL,
        pattern text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, word)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE muted_words');
    await queryRunner.query('DROP INDEX blocks_blocked_idx');
    await queryRunner.query('DROP TABLE mutes');
  }
}
