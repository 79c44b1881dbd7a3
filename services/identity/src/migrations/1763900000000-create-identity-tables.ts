import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentityTables1763900000000 implements MigrationInterface {
  name = 'CreateIdentityTables1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text,
        password_hash text NOT NULL,
        display_name text,
        bio text,
        avatar text,
        location text,
        website text,
        pronouns text,
        is_admin boolean NOT NULL DEFAULT false,
        marketing_consent boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames and emails are unique regardless of case ("Alice" and "alice" are one member).
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE memberships (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        plan text NOT NULL CHECK (plan IN ('free', 'cannanaut', 'connoisseur')),
        billing_interval text CHECK (billing_interval IN ('month', 'year')),
        status text NOT NULL CHECK (status IN ('free', 'premium', 'connoisseur')),
        provider text,
        current_period_end timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text,
        last_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        marketing_consent boolean NOT NULL DEFAULT true,
        confirmed_branding boolean NOT NULL DEFAULT false,
        subscribed_to_newsletter boolean NOT NULL DEFAULT true,
        discount_code_sent boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX subscribers_email_lower_key ON subscribers (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscribers`);
    await queryRunner.query(`DROP TABLE memberships`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
