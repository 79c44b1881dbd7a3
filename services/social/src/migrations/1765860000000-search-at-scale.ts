import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';
import { memberSearchText } from '../search/search-sql.js';

/**
 * Member search without ranking every similar name (issue 27, measured by bench:scale): usernames
 * by prefix in name order, and names nearest to a typo by trigram distance (a GiST index walks
 * them nearest first; the GIN index only finds them all). Built CONCURRENTLY: user_cards takes
 * writes.
 */
export class SearchAtScale1765860000000 implements MigrationInterface {
  name = 'SearchAtScale1765860000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'user_cards_username_prefix_idx', 'ON user_cards (lower(username) text_pattern_ops)');
    await createIndexConcurrently(queryRunner, 'user_cards_search_trgm_gist_idx', `ON user_cards USING gist ((${memberSearchText()}) gist_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_search_trgm_gist_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_username_prefix_idx');
  }
}
