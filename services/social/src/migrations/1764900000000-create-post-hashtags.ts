import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hashtags of each post (lower-cased, without '#'), written with the post and rewritten when
 * its text is edited: the community hub's `/community/discussions?topic=` lists a topic's posts
 * newest first over post_hashtags_topic_idx, keyset-paginated, instead of scanning post texts.
 * created_at is the post's, copied so the index alone orders a topic's posts. Existing posts are
 * backfilled with the same pattern the posts feature parses (posts/hashtags.ts).
 */
export class CreatePostHashtags1764900000000 implements MigrationInterface {
  name = 'CreatePostHashtags1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE post_hashtags (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        tag text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, tag)
      )`);
    await queryRunner.query(`CREATE INDEX post_hashtags_topic_idx ON post_hashtags (tag, created_at DESC, post_id DESC)`);
    await queryRunner.query(`
      INSERT INTO post_hashtags (post_id, tag, created_at)
      SELECT DISTINCT p.id, lower(m[1]), p.created_at
        FROM posts p CROSS JOIN LATERAL regexp_matches(p.content, '#([A-Za-z][A-Za-z0-9_]{1,49})', 'g') AS m`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE post_hashtags`);
  }
}
