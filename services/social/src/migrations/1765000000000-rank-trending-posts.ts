import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trending from a stored rank (issue 15). Ranking the whole 7-day window on every page request
 * cost 354 ms at a million posts; now each post of the window has its score stored in
 * `post_trending`, read in order through post_trending_rank_idx.
 *
 * - The documented formula, `(likes + 2·comments + 1) / (hours + 2)^1.5`, is two SQL functions:
 *   `post_trending_engagement(likes, comments)` (the numerator, stored per row and kept by the
 *   trigger, so the refresh never reads `posts`) and `post_trending_score(engagement, created_at,
 *   ranked_at)`, in float8 (numeric's power() cost 60 µs a row).
 * - Every score is evaluated at the same moment, `trending_ranking.ranked_at` (the last refresh),
 *   so scores are comparable; posts newer than that moment count as age 0.
 * - Triggers keep the rows in the same transaction as the write: a new post enters the window,
 *   a like or comment (any change of likes_count / comments_count) re-scores it at once.
 * - The refresh (posts/trending-rank.repository.ts) moves ranked_at to now, drops the posts that
 *   left the window and re-scores the rest from their own row, under an exclusive advisory lock;
 *   the trigger takes the same lock shared, so a like never writes a score against a moment the
 *   refresh has already replaced.
 *
 * The table holds only the window (about 21,000 rows at a million posts), so it does not grow
 * with the community; the index on a new, not yet written table needs no CONCURRENTLY.
 */
export class RankTrendingPosts1765000000000 implements MigrationInterface {
  name = 'RankTrendingPosts1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION post_trending_engagement(likes integer, comments integer) RETURNS integer
        LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN likes + 2 * comments + 1`);
    await queryRunner.query(`
      CREATE FUNCTION post_trending_score(engagement integer, created_at timestamptz, ranked_at timestamptz)
        RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN engagement / power(greatest(extract(epoch FROM (ranked_at - created_at))::float8, 0) / 3600 + 2, 1.5)`);
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
        engagement integer NOT NULL,
        score double precision NOT NULL
      )`);
    await queryRunner.query(REBUILD_TRENDING_RANK_SQL);
    // Best first; equal scores newest first, then by id, so a keyset position names one row.
    await queryRunner.query(`CREATE INDEX post_trending_rank_idx ON post_trending (score DESC, created_at DESC, post_id DESC)`);
    // Statement-level over transition tables: a statement writing thousands of posts (an import, a
    // test's fixtures) scores them in one INSERT; a like's one-row UPDATE costs the same as per row.
    await queryRunner.query(`
      CREATE FUNCTION post_trending_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ranking trending_ranking;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(hashtext('post_trending'));
        SELECT * INTO ranking FROM trending_ranking;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO post_trending (post_id, created_at, engagement, score)
          SELECT n.id, n.created_at, e, post_trending_score(e, n.created_at, ranking.ranked_at)
            FROM new_rows n CROSS JOIN LATERAL post_trending_engagement(n.likes_count, n.comments_count) AS e
           WHERE n.created_at > ranking.ranked_at - ranking.window_length
          ON CONFLICT (post_id) DO NOTHING;
        ELSE
          UPDATE post_trending t SET engagement = e, score = post_trending_score(e, t.created_at, ranking.ranked_at)
            FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL post_trending_engagement(n.likes_count, n.comments_count) AS e
           WHERE t.post_id = n.id AND (n.likes_count <> o.likes_count OR n.comments_count <> o.comments_count);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER post_trending_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION post_trending_refresh()`);
    // Transition tables rule out UPDATE OF <columns>: the function compares the counters itself.
    await queryRunner.query(`CREATE TRIGGER post_trending_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION post_trending_refresh()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER post_trending_insert ON posts');
    await queryRunner.query('DROP TRIGGER post_trending_update ON posts');
    await queryRunner.query('DROP FUNCTION post_trending_refresh()');
    await queryRunner.query('DROP TABLE post_trending');
    await queryRunner.query('DROP TABLE trending_ranking');
    await queryRunner.query('DROP FUNCTION post_trending_score(integer, timestamptz, timestamptz)');
    await queryRunner.query('DROP FUNCTION post_trending_engagement(integer, integer)');
  }
}

/**
 * Every post of the window into the ranking, from `posts` (the backfill; scripts/bench runs it after
 * a bulk fill with triggers off). Walks posts_feed_idx over the window only.
 */
export const REBUILD_TRENDING_RANK_SQL = `
  INSERT INTO post_trending (post_id, created_at, engagement, score)
  SELECT p.id, p.created_at, e, post_trending_score(e, p.created_at, r.ranked_at)
    FROM trending_ranking r JOIN posts p ON p.created_at > r.ranked_at - r.window_length
    CROSS JOIN LATERAL post_trending_engagement(p.likes_count, p.comments_count) AS e
  ON CONFLICT (post_id) DO UPDATE SET engagement = EXCLUDED.engagement, score = EXCLUDED.score`;
