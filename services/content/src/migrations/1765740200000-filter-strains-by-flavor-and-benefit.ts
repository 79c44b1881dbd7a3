import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library's flavor and "helps with" filters (issue 27) are containment tests on `flavors` and
 * `medical_benefits` (`@>`), served by GIN indexes as the effects filter is (CreateStrains). The
 * catalogue is reference data the import writes, not member data, so a plain CREATE INDEX is fine.
 */
export class FilterStrainsByFlavorAndBenefit1765740200000 implements MigrationInterface {
  name = 'FilterStrainsByFlavorAndBenefit1765740200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX strains_flavors_idx ON strains USING gin (flavors)`);
    await queryRunner.query(`CREATE INDEX strains_medical_benefits_idx ON strains USING gin (medical_benefits)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX strains_medical_benefits_idx`);
    await queryRunner.query(`DROP INDEX strains_flavors_idx`);
  }
}
