import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Social's tables. There are no foreign keys to user ids: members live in identity's database,
 * and `user_cards` is only a projection that may lag behind a brand-new member's first post.
 * `user_cards` itself is the kit's migration (CreateUserCards1763850000000); this one created it
 * too until the kit had it, which is why the kit's uses IF NOT EXISTS.
 */
export class CreateSocialTables1764000000000 implements MigrationInterface {
  name = 'CreateSocialTables1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        content text NOT NULL,
        strain_name text,
        strain_rating integer CHECK (strain_rating BETWEEN 1 AND 5),
        strain_review text,
        media_url text,
        media_type text CHECK (media_type IN ('image', 'video')),
        thumbnail text,
        media_width integer,
        media_height integer,
        is_premium boolean NOT NULL DEFAULT false,
        likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Latest feed and the 7-day trending window both walk this index.
    await queryRunner.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX posts_user_feed_idx ON posts (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX comments_post_idx ON comments (post_id, created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE likes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT likes_post_user_key UNIQUE (post_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX likes_post_idx ON likes (post_id, created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE follows (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        follower_id uuid NOT NULL,
        following_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT follows_pair_key UNIQUE (follower_id, following_id),
        CONSTRAINT follows_not_self CHECK (follower_id <> following_id)
      )`);
    // The unique key serves "whom does X follow"; this one serves "who follows X".
    await queryRunner.query(`CREATE INDEX follows_following_idx ON follows (following_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE user_interactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        interaction_type text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX user_interactions_user_idx ON user_interactions (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE video_details (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL UNIQUE REFERENCES posts(id) ON DELETE CASCADE,
        duration double precision,
        width integer,
        height integer,
        format text,
        file_size bigint,
        processing_status text NOT NULL DEFAULT 'pending' CHECK (processing_status IN ('pending', 'ready', 'failed')),
        video_url text,
        hls_url text,
        thumbnail_urls jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE video_details`);
    await queryRunner.query(`DROP TABLE user_interactions`);
    await queryRunner.query(`DROP TABLE follows`);
    await queryRunner.query(`DROP TABLE likes`);
    await queryRunner.query(`DROP TABLE comments`);
    await queryRunner.query(`DROP TABLE posts`);
  }
}
