import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top Rated and THC Content put equal values A to Z by name (hundreds of strains share a 5.0; by id
 * they came out in reverse catalogue order). The sort indexes follow the new order so lists still
 * read them in order instead of sorting.
 */
export class SortStrainTiesByName1764817000000 implements MigrationInterface {
  name = 'SortStrainTiesByName1764817000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [key, value] of [['rating', 'coalesce(rating, -1)'], ['thc', 'coalesce(thc_content, -1)']] as const) {
      await queryRunner.query(`DROP INDEX strains_by_${key}_idx`);
      await queryRunner.query(`DROP INDEX strains_type_by_${key}_idx`);
      await queryRunner.query(`CREATE INDEX strains_by_${key}_idx ON strains (${value} DESC, name_key, id)`);
      await queryRunner.query(`CREATE INDEX strains_type_by_${key}_idx ON strains (type, ${value} DESC, name_key, id)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [key, value] of [['rating', 'coalesce(rating, -1)'], ['thc', 'coalesce(thc_content, -1)']] as const) {
      await queryRunner.query(`DROP INDEX strains_by_${key}_idx`);
      await queryRunner.query(`DROP INDEX strains_type_by_${key}_idx`);
      await queryRunner.query(`CREATE INDEX strains_by_${key}_idx ON strains (${value} DESC, id DESC)`);
      await queryRunner.query(`CREATE INDEX strains_type_by_${key}_idx ON strains (type, ${value} DESC, id DESC)`);
    }
  }
}
