import type { MigrationInterface, QueryRunner } from 'typeorm';
import { HASHTAG_PATTERN_SOURCE } from '@cannaverse/contracts';
import { createIndexConcurrently } from '@cannaverse/platform';

/**
 * The 5-minute trending-topics job counts hashtags of the last 72 hours. It ran the hashtag regex
 * over the text of every post of the window (about 8,000 at a million posts, 1–2 s on this
 * machine); it now reads `post_hashtags`, parsed once when a post is written, through
 * post_hashtags_recent_idx (issue 15). The spelling a post used (`#GrowDiary`) is kept beside the
 * lower-cased tag, since the list shows the most common spelling.
 *
 * `post_hashtags` is member data that grows with every post: the index is built CONCURRENTLY,
 * which cannot run in a transaction, hence `transaction = false` (each statement is idempotent, so
 * a migration interrupted half-way is simply run again). Spellings are backfilled for the window
 * only: older rows are never counted again (an edit rewrites a post's rows with their spelling).
 */
export class HashtagsByTime1765000000002 implements MigrationInterface {
  name = 'HashtagsByTime1765000000002';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE post_hashtags ADD COLUMN IF NOT EXISTS spelling text`);
    // The kit's helper drops an INVALID index left by a build that failed half-way (IF NOT EXISTS would keep it).
    await createIndexConcurrently(queryRunner, 'post_hashtags_recent_idx', 'ON post_hashtags (created_at) INCLUDE (tag, spelling)');
    await queryRunner.query(`
      UPDATE post_hashtags h SET spelling = s.spelling
        FROM (SELECT p.id, lower(m[1]) AS tag, min(m[1]) AS spelling
                FROM posts p CROSS JOIN LATERAL regexp_matches(p.content, $1, 'g') AS m
               WHERE p.created_at > now() - interval '4 days'
               GROUP BY p.id, lower(m[1])) AS s
       WHERE h.post_id = s.id AND h.tag = s.tag AND h.spelling IS NULL`, [HASHTAG_PATTERN_SOURCE]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS post_hashtags_recent_idx');
    await queryRunner.query('ALTER TABLE post_hashtags DROP COLUMN IF EXISTS spelling');
  }
}
