import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';
import { MEMBER_NAME_VARIANTS_DDL, MEMBER_NAME_VARIANTS_FUNCTION, memberNameVariants } from '../search/search-sql.js';

/**
 * A typo in a member's name found by exact lookups (issue 27, bench:scale's members typo row): the
 * GiST trigram walk of migration 1765860000000 took ~5 ms among 100,000 alike names whatever its
 * limit; the deletion-neighbourhood GIN index takes ~0.1 ms. The GiST index stays for typos more
 * than one letter off. Built CONCURRENTLY: user_cards takes writes.
 */
export class MemberTyposByVariants1765870000000 implements MigrationInterface {
  name = 'MemberTyposByVariants1765870000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(MEMBER_NAME_VARIANTS_DDL);
    await createIndexConcurrently(queryRunner, 'user_cards_name_variants_idx', `ON user_cards USING gin (${memberNameVariants()})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS user_cards_name_variants_idx');
    await queryRunner.query(`DROP FUNCTION IF EXISTS ${MEMBER_NAME_VARIANTS_FUNCTION}(text, text)`);
  }
}
