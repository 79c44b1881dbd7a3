import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `user_cards`: identity's public card of each member, projected from `identity.user.*` events
 * (UserCardsModule). Every service that shows authors lists this migration in its own migrations.
 * `IF NOT EXISTS` because social created the same table in its first migration before the kit had it.
 */
export class CreateUserCards1763850000000 implements MigrationInterface {
  name = 'CreateUserCards1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS user_cards (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        display_name text,
        avatar text,
        is_admin boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_cards');
  }
}
