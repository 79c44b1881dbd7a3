import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media job's photo renditions (WebP/AVIF at a few widths, issue 14), as the post answer
 * carries them: `[{ url, format, width, height }]`. Read with the post; only the backfill searches it (a partial index).
 */
export class AddPostMediaRenditions1765400000000 implements MigrationInterface {
  name = 'AddPostMediaRenditions1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN media_renditions jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // The backfill's walk (posts made before renditions existed); it shrinks to nothing once done.
    await queryRunner.query(`CREATE INDEX posts_without_renditions_idx ON posts (id) WHERE media_type = 'image' AND media_renditions = '[]'::jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX posts_without_renditions_idx');
    await queryRunner.query('ALTER TABLE posts DROP COLUMN media_renditions');
  }
}
