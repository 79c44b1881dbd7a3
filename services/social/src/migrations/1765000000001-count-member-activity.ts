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
    // Statement-level triggers over transition tables: a statement writing many rows (an import, a
    // member's posts deleted at once) moves each member's row once, not once per post.
    await queryRunner.query(`
      CREATE FUNCTION member_counts_add(deltas member_counts[]) RETURNS void LANGUAGE sql AS $$
        -- A row first (zeros; a CHECK would refuse a negative delta as the inserted row), then the sums.
        INSERT INTO member_counts (user_id) SELECT DISTINCT d.user_id FROM unnest(deltas) AS d ON CONFLICT (user_id) DO NOTHING;
        UPDATE member_counts c SET posts = c.posts + d.posts, followers = c.followers + d.followers, following = c.following + d.following,
               likes_received = c.likes_received + d.likes_received, reviews = c.reviews + d.reviews
          FROM (SELECT d.user_id, sum(d.posts) AS posts, sum(d.followers) AS followers, sum(d.following) AS following,
                       sum(d.likes_received) AS likes_received, sum(d.reviews) AS reviews
                  FROM unnest(deltas) AS d GROUP BY d.user_id) AS d
         WHERE c.user_id = d.user_id;
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_posts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE deltas member_counts[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(ROW(user_id, 1, 0, 0, likes_count, (coalesce(strain_review, '') <> '')::int)::member_counts) INTO deltas FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(ROW(user_id, -1, 0, 0, -likes_count, -(coalesce(strain_review, '') <> '')::int)::member_counts) INTO deltas FROM old_rows;
        ELSE
          SELECT array_agg(ROW(n.user_id, 0, 0, 0, n.likes_count - o.likes_count,
                               (coalesce(n.strain_review, '') <> '')::int - (coalesce(o.strain_review, '') <> '')::int)::member_counts) INTO deltas
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.likes_count <> o.likes_count OR (coalesce(n.strain_review, '') <> '') <> (coalesce(o.strain_review, '') <> '');
        END IF;
        IF deltas IS NOT NULL THEN PERFORM member_counts_add(deltas); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER member_counts_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_posts()`);
    await queryRunner.query(`CREATE TRIGGER member_counts_posts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_posts()`);
    await queryRunner.query(`CREATE TRIGGER member_counts_posts_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_posts()`);
    await queryRunner.query(`
      CREATE FUNCTION member_counts_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE deltas member_counts[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(d) INTO deltas FROM (
            SELECT ROW(following_id, 0, 1, 0, 0, 0)::member_counts AS d FROM new_rows
            UNION ALL SELECT ROW(follower_id, 0, 0, 1, 0, 0)::member_counts FROM new_rows) AS both_sides;
        ELSE
          SELECT array_agg(d) INTO deltas FROM (
            SELECT ROW(following_id, 0, -1, 0, 0, 0)::member_counts AS d FROM old_rows
            UNION ALL SELECT ROW(follower_id, 0, 0, -1, 0, 0)::member_counts FROM old_rows) AS both_sides;
        END IF;
        IF deltas IS NOT NULL THEN PERFORM member_counts_add(deltas); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER member_counts_follows_insert AFTER INSERT ON follows REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follows()`);
    await queryRunner.query(`CREATE TRIGGER member_counts_follows_delete AFTER DELETE ON follows REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follows()`);
    await queryRunner.query(REBUILD_MEMBER_COUNTS_SQL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['member_counts_follows_insert', 'member_counts_follows_delete']) await queryRunner.query(`DROP TRIGGER ${trigger} ON follows`);
    for (const trigger of ['member_counts_posts_insert', 'member_counts_posts_delete', 'member_counts_posts_update']) await queryRunner.query(`DROP TRIGGER ${trigger} ON posts`);
    await queryRunner.query('DROP FUNCTION member_counts_follows()');
    await queryRunner.query('DROP FUNCTION member_counts_posts()');
    await queryRunner.query('DROP FUNCTION member_counts_add(member_counts[])');
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
