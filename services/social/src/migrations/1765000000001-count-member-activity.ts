import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's counts shown on their profile and welcome card (followers, following, posts, likes
 * their posts received, reviews), kept by triggers in the same transaction as the write that
 * changes them, whichever code path writes (issue 15): the profile read them with count(*) over
 * the member's posts and follows, which grows with every post and follower.
 *
 * CREATE TRIGGER locks out writers of posts and follows until this migration's transaction ends,
 * so no row slips in between the backfill and the triggers.
 */
export class CountMemberActivity1765000000001 implements MigrationInterface {
  name = 'CountMemberActivity1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_counts (
        user_id uuid PRIMARY KEY,
        posts integer NOT NULL DEFAULT 0 CHECK (posts >= 0),
        followers integer NOT NULL DEFAULT 0 CHECK (followers >= 0),
        following integer NOT NULL DEFAULT 0 CHECK (following >= 0),
        likes_received integer NOT NULL DEFAULT 0 CHECK (likes_received >= 0),
        reviews integer NOT NULL DEFAULT 0 CHECK (reviews >= 0)
      )`);
    // One function per table; each adds its deltas to the member's row, creating it when missing.
    await queryRunner.query(`
      CREATE FUNCTION member_counts_bump(member uuid, d_posts integer, d_followers integer, d_following integer, d_likes integer, d_reviews integer)
        RETURNS void LANGUAGE sql AS $$
        INSERT INTO member_counts AS c (user_id, posts, followers, following, likes_received, reviews)
        VALUES (member, greatest(d_posts, 0), greatest(d_followers, 0), greatest(d_following, 0), greatest(d_likes, 0), greatest(d_reviews, 0))
        ON CONFLICT (user_id) DO UPDATE SET posts = c.posts + d_posts, followers = c.followers + d_followers,
          following = c.following + d_following, likes_received = c.likes_received + d_likes, reviews = c.reviews + d_reviews
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_posts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        new_review integer := CASE WHEN TG_OP <> 'DELETE' AND coalesce(NEW.strain_review, '') <> '' THEN 1 ELSE 0 END;
        old_review integer := CASE WHEN TG_OP <> 'INSERT' AND coalesce(OLD.strain_review, '') <> '' THEN 1 ELSE 0 END;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM member_counts_bump(NEW.user_id, 1, 0, 0, NEW.likes_count, new_review);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM member_counts_bump(OLD.user_id, -1, 0, 0, -OLD.likes_count, -old_review);
        ELSIF NEW.likes_count <> OLD.likes_count OR new_review <> old_review THEN
          PERFORM member_counts_bump(NEW.user_id, 0, 0, 0, NEW.likes_count - OLD.likes_count, new_review - old_review);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER member_counts_posts AFTER INSERT OR DELETE OR UPDATE OF likes_count, strain_review ON posts
        FOR EACH ROW EXECUTE FUNCTION member_counts_posts()`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        f follows := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
      BEGIN
        PERFORM member_counts_bump(f.following_id, 0, delta, 0, 0, 0);
        PERFORM member_counts_bump(f.follower_id, 0, 0, delta, 0, 0);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER member_counts_follows AFTER INSERT OR DELETE ON follows FOR EACH ROW EXECUTE FUNCTION member_counts_follows()`);
    await queryRunner.query(REBUILD_MEMBER_COUNTS_SQL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER member_counts_follows ON follows');
    await queryRunner.query('DROP TRIGGER member_counts_posts ON posts');
    await queryRunner.query('DROP FUNCTION member_counts_follows()');
    await queryRunner.query('DROP FUNCTION member_counts_posts()');
    await queryRunner.query('DROP FUNCTION member_counts_bump(uuid, integer, integer, integer, integer, integer)');
    await queryRunner.query('DROP TABLE member_counts');
  }
}

/** Every member's counts from scratch (the backfill; scripts/bench runs it after a bulk fill). */
export const REBUILD_MEMBER_COUNTS_SQL = `
  INSERT INTO member_counts (user_id, posts, followers, following, likes_received, reviews)
  SELECT user_id, sum(posts), sum(followers), sum(following), sum(likes), sum(reviews) FROM (
    SELECT user_id, count(*) AS posts, 0 AS followers, 0 AS following, sum(likes_count) AS likes,
           count(*) FILTER (WHERE coalesce(strain_review, '') <> '') AS reviews
      FROM posts GROUP BY user_id
    UNION ALL SELECT following_id, 0, count(*), 0, 0, 0 FROM follows GROUP BY following_id
    UNION ALL SELECT follower_id, 0, 0, count(*), 0, 0 FROM follows GROUP BY follower_id
  ) AS parts GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET posts = EXCLUDED.posts, followers = EXCLUDED.followers, following = EXCLUDED.following,
    likes_received = EXCLUDED.likes_received, reviews = EXCLUDED.reviews`;
