import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trending from a stored rank (issue 15). Ranking the whole 7-day window on every page request
 * cost 354 ms at a million posts; now each post of the window has its score stored in
 * `post_trending`, read in order through post_trending_rank_idx.
 *
 * - `post_trending_score(...)` is the documented formula, `(likes + 2·comments + 1) / (hours + 2)^1.5`,
 *   in one place for the trigger, the 5-minute refresh and tests.
 * - Every score is evaluated at the same moment, `trending_ranking.ranked_at` (the last refresh),
 *   so scores are comparable; posts newer than that moment count as age 0.
 * - A trigger keeps the row in the same transaction as the write: a new post enters the window,
 *   a like or comment (any change of likes_count / comments_count) re-scores it at once.
 * - The refresh (posts/trending-rank.repository.ts) moves ranked_at to now, re-scores the window
 *   and drops the posts that left it, under an exclusive advisory lock; the trigger takes the same
 *   lock shared, so a like never writes a score against a moment the refresh has already replaced.
 *
 * The table holds only the window (about 21,000 rows at a million posts), so it does not grow
 * with the community; the index on a new, not yet written table needs no CONCURRENTLY.
 */
export class RankTrendingPosts1765000000000 implements MigrationInterface {
  name = 'RankTrendingPosts1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION post_trending_score(likes integer, comments integer, created_at timestamptz, ranked_at timestamptz)
        RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN ((likes + 2 * comments + 1) / power(greatest(extract(epoch FROM (ranked_at - created_at)), 0) / 3600 + 2, 1.5))::float8`);
    await queryRunner.query(`
      CREATE TABLE trending_ranking (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        ranked_at timestamptz NOT NULL,
        window_length interval NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO trending_ranking (ranked_at, window_length) VALUES (now(), interval '7 days')`);
    await queryRunner.query(`
      CREATE TABLE post_trending (
        post_id uuid PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        score double precision NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO post_trending (post_id, created_at, score)
      SELECT p.id, p.created_at, post_trending_score(p.likes_count, p.comments_count, p.created_at, r.ranked_at)
        FROM posts p, trending_ranking r WHERE p.created_at > r.ranked_at - r.window_length`);
    // Best first; equal scores newest first, then by id, so a keyset position names one row.
    await queryRunner.query(`CREATE INDEX post_trending_rank_idx ON post_trending (score DESC, created_at DESC, post_id DESC)`);
    // The refresh drops the posts that left the window through this one.
    await queryRunner.query(`CREATE INDEX post_trending_age_idx ON post_trending (created_at)`);
    await queryRunner.query(`
      CREATE FUNCTION post_trending_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ranking trending_ranking;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(hashtext('post_trending'));
        SELECT * INTO ranking FROM trending_ranking;
        IF TG_OP = 'INSERT' THEN
          IF NEW.created_at > ranking.ranked_at - ranking.window_length THEN
            INSERT INTO post_trending (post_id, created_at, score)
            VALUES (NEW.id, NEW.created_at, post_trending_score(NEW.likes_count, NEW.comments_count, NEW.created_at, ranking.ranked_at))
            ON CONFLICT (post_id) DO NOTHING;
          END IF;
        ELSE
          UPDATE post_trending SET score = post_trending_score(NEW.likes_count, NEW.comments_count, NEW.created_at, ranking.ranked_at)
           WHERE post_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER post_trending_refresh AFTER INSERT OR UPDATE OF likes_count, comments_count ON posts
        FOR EACH ROW EXECUTE FUNCTION post_trending_refresh()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER post_trending_refresh ON posts');
    await queryRunner.query('DROP FUNCTION post_trending_refresh()');
    await queryRunner.query('DROP TABLE post_trending');
    await queryRunner.query('DROP TABLE trending_ranking');
    await queryRunner.query('DROP FUNCTION post_trending_score(integer, integer, timestamptz, timestamptz)');
  }
}
