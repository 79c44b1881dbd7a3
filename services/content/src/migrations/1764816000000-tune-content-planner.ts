import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * random_page_cost 1.1 for this database (PostgreSQL's default 4 models spinning disks). Our data
 * sits on SSD and is mostly cached, so an index read costs about what a sequential one does. With
 * the default the planner read the whole strains table for broad filters (one type, one effect,
 * the unfiltered first load of 1000) and sorted it; with 1.1 it walks the (type, sort key) and
 * sort-key indexes and answers faster (unfiltered first load 7.7 → 1.0 ms, measured on the
 * 2,350-strain catalogue). ALTER DATABASE applies to new sessions; SET to this one, which the
 * pool keeps.
 */
export class TuneContentPlanner1764816000000 implements MigrationInterface {
  name = 'TuneContentPlanner1764816000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$`);
    await queryRunner.query(`SET random_page_cost = 1.1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET random_page_cost', current_database()); END $$`);
    await queryRunner.query(`RESET random_page_cost`);
  }
}
