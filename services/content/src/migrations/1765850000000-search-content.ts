import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@cannaverse/platform';
import { guideBodyDocument, guideCardDocument, storySearchDocument } from '../search/search-sql.js';

/**
 * Search over content's rows (issue 27; strains already have theirs, SearchStrainsByAliasAndWords):
 * English full-text GIN indexes (expressions, no stored columns) on published stories (title and
 * text) and on published guides, the card (title, summary) apart from the text, so a premium
 * guide's text is only searched for those who may read it. Guide titles get trigrams for typos.
 * Stories are members' data: built CONCURRENTLY (no transaction; each statement idempotent).
 */
export class SearchContent1765850000000 implements MigrationInterface {
  name = 'SearchContent1765850000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'strain_stories_search_idx', `ON strain_stories USING gin ((${storySearchDocument()})) WHERE published`);
    await createIndexConcurrently(queryRunner, 'grow_guides_card_search_idx', `ON grow_guides USING gin ((${guideCardDocument()})) WHERE is_published`);
    await createIndexConcurrently(queryRunner, 'grow_guides_body_search_idx', `ON grow_guides USING gin ((${guideBodyDocument()})) WHERE is_published`);
    await createIndexConcurrently(queryRunner, 'grow_guides_title_trgm_idx', 'ON grow_guides USING gin (strain_search_key(title) gin_trgm_ops) WHERE is_published');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['grow_guides_title_trgm_idx', 'grow_guides_body_search_idx', 'grow_guides_card_search_idx', 'strain_stories_search_idx']) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    }
  }
}
