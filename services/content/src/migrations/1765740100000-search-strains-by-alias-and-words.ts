import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Strain search by name or alias, with typos and word forms (issue 27). `aliases` holds our curated
 * other names (data/strain-aliases.json: GG4 is also "Gorilla Glue #4"). `search_text` is the folded
 * name and aliases (strain_search_key), matched by trigrams (substring and similarity, both
 * served by one GIN index); `search_document` the same words for English full-text search
 * (stemmed: "dreams" finds Dream). The name-only trigram index is replaced by the one on
 * search_text; search_key stays for ranking by the name itself. array_to_string is only STABLE in
 * general (element output functions), but for text[] it cannot change, hence the IMMUTABLE wrapper
 * a generated column needs, as strain_search_key wraps unaccent.
 */
export class SearchStrainsByAliasAndWords1765740100000 implements MigrationInterface {
  name = 'SearchStrainsByAliasAndWords1765740100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION strain_alias_text(text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT array_to_string($1, ' ') $$`);
    await queryRunner.query(`ALTER TABLE strains ADD COLUMN aliases text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE strains
      ADD COLUMN search_text text GENERATED ALWAYS AS (strain_search_key(name || ' ' || strain_alias_text(aliases))) STORED,
      ADD COLUMN search_document tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, strain_search_key(name || ' ' || strain_alias_text(aliases)))) STORED`);
    await queryRunner.query(`CREATE INDEX strains_search_text_trgm_idx ON strains USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX strains_search_document_idx ON strains USING gin (search_document)`);
    await queryRunner.query(`DROP INDEX strains_search_key_trgm_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX strains_search_key_trgm_idx ON strains USING gin (search_key gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX strains_search_document_idx`);
    await queryRunner.query(`DROP INDEX strains_search_text_trgm_idx`);
    await queryRunner.query(`ALTER TABLE strains DROP COLUMN search_document, DROP COLUMN search_text, DROP COLUMN aliases`);
    await queryRunner.query(`DROP FUNCTION strain_alias_text(text[])`);
  }
}
