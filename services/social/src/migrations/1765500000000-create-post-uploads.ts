import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which post uses which uploaded file (issue 20): a file is attached to one post at most, so a
 * member cannot make a second post of the same file and have it deleted with either. The primary
 * key is the claim: two posts creating with one file at once conflict there, and one of them gets
 * the 400. The row goes with its post (the file goes too, social.post.deleted). Only files whose key
 * names their uploader can be attached from now on, and none existed before this table, so no
 * earlier post needs a row.
 */
export class CreatePostUploads1765500000000 implements MigrationInterface {
  name = 'CreatePostUploads1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE post_uploads (
        media_key text PRIMARY KEY,
        post_id uuid NOT NULL UNIQUE REFERENCES posts(id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE post_uploads');
  }
}
