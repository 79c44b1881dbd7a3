import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';
import { MEMBER_NAME_STARTS_DDL, MEMBER_NAME_STARTS_FUNCTION, memberNameStarts, memberSearchText } from '../search/search-sql.js';

/**
 * Members found by the start of any word of their names through one exact GIN key (issue 27,
 * bench:scale's members row), instead of a trigram "contains" search whose cost grew with how many
 * names share the text's trigrams. The trigram GIN index only served that search: it goes (the
 * GiST trigram index stays for typos). Built CONCURRENTLY: user_cards takes writes.
 */
export class MemberNamesByWordStarts1765880000000 implements MigrationInterface {
  name = 'MemberNamesByWordStarts1765880000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(MEMBER_NAME_STARTS_DDL);
    await createIndexConcurrently(queryRunner, 'user_cards_name_starts_idx', `ON user_cards USING gin (${memberNameStarts()})`);
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_search_trgm_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'user_cards_search_trgm_idx', `ON user_cards USING gin ((${memberSearchText()}) gin_trgm_ops)`);
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_name_starts_idx');
    await queryRunner.query(`DROP FUNCTION IF EXISTS ${MEMBER_NAME_STARTS_FUNCTION}(text, text)`);
  }
}
