import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';
import { memberSearchText, postSearchDocument } from '../search/search-sql.js';

/**
 * Search over social's rows (issue 27), every kind through an index:
 * - posts: English full-text over text, strain and review (an expression GIN index, no stored
 *   column: adding one would rewrite a table of a million posts);
 * - members: trigrams of username and display name in `user_cards` (substring and typos);
 * - hashtags: `hashtags`, one row per tag ever used (its first spelling), kept by a statement
 *   trigger on post_hashtags (ON CONFLICT DO NOTHING, so writers of a popular tag never wait on
 *   each other), with a trigram index for typos;
 * - suggested members: posts by strain (lower-cased) newest first, and members by activity;
 * - blocks by the blocked member, for the members hidden from a searcher either way.
 * The indexes on member data are built CONCURRENTLY (no transaction; every statement idempotent).
 */
export class SearchSocial1765850000000 implements MigrationInterface {
  name = 'SearchSocial1765850000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS hashtags (
        tag text PRIMARY KEY,
        spelling text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION hashtags_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO hashtags (tag, spelling)
          SELECT tag, min(coalesce(spelling, tag)) FROM new_rows GROUP BY tag ORDER BY tag
          ON CONFLICT (tag) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS hashtags_add ON post_hashtags`);
    await queryRunner.query(`CREATE TRIGGER hashtags_add AFTER INSERT ON post_hashtags REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION hashtags_add()`);
    await queryRunner.query(REBUILD_HASHTAGS_SQL);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS hashtags_tag_trgm_idx ON hashtags USING gin (tag gin_trgm_ops)`);
    await createIndexConcurrently(queryRunner, 'posts_search_idx', `ON posts USING gin ((${postSearchDocument()}))`);
    await createIndexConcurrently(queryRunner, 'user_cards_search_trgm_idx', `ON user_cards USING gin ((${memberSearchText()}) gin_trgm_ops)`);
    await createIndexConcurrently(queryRunner, 'posts_strain_idx', 'ON posts (lower(strain_name), created_at DESC) WHERE strain_name IS NOT NULL');
    await createIndexConcurrently(queryRunner, 'member_counts_active_idx', 'ON member_counts (posts DESC, user_id)');
    // "Who blocks me" (the primary key answers "whom do I block"): the members hidden from a searcher.
    await createIndexConcurrently(queryRunner, 'blocks_blocked_idx', 'ON blocks (blocked_id, blocker_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS blocks_blocked_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS member_counts_active_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS posts_strain_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_search_trgm_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS posts_search_idx');
    await queryRunner.query('DROP TRIGGER IF EXISTS hashtags_add ON post_hashtags');
    await queryRunner.query('DROP FUNCTION IF EXISTS hashtags_add()');
    await queryRunner.query('DROP TABLE IF EXISTS hashtags');
  }
}

/** Every tag posts use, with one spelling; what the trigger keeps (the benchmark's bulk fill runs it after loading with triggers off). */
export const REBUILD_HASHTAGS_SQL = `INSERT INTO hashtags (tag, spelling)
  SELECT tag, min(coalesce(spelling, tag)) FROM post_hashtags GROUP BY tag ON CONFLICT (tag) DO NOTHING`;
