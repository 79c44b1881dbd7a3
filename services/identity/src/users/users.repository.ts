import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProfileUpdateInput } from '@cannaverse/contracts';
import { changedRows, poolReader, type Queryable } from '@cannaverse/platform';
import type { UserRow } from './user.mapper.js';

/** Every column but password_hash, which only the credential check reads. */
const USER_COLUMNS = 'id, username, email, display_name, bio, avatar, location, website, pronouns, is_admin, created_at';

export interface NewUser {
  username: string;
  email: string | null;
  passwordHash: string;
  displayName: string | null;
  marketingConsent: boolean;
  isAdmin?: boolean;
}

/** The profile fields a member edits, already normalised (avatar as a stored URL); a key left out stays unchanged. */
export type ProfilePatch = ProfileUpdateInput;

const PROFILE_COLUMNS: Record<keyof ProfilePatch, string> = {
  displayName: 'display_name', bio: 'bio', location: 'location', pronouns: 'pronouns', website: 'website', avatar: 'avatar',
};

/**
 * The `users` table: accounts (sign-up, credentials) and profiles (the fields a member edits).
 * Usernames and emails are unique regardless of case (unique indexes on lower()).
 */
@Injectable()
export class UsersRepository {
  /** `find` runs on every page load (GET /api/me): straight to the pool. */
  private readonly reader: Queryable;

  constructor(private readonly dataSource: DataSource) {
    this.reader = poolReader(dataSource);
  }

  /** Throws the unique violation of users_username_lower_key / users_email_lower_key for a taken name or email. */
  async insert(db: Queryable, user: NewUser): Promise<UserRow> {
    const [row]: UserRow[] = await db.query(
      `INSERT INTO users (username, email, password_hash, display_name, marketing_consent, is_admin)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
      [user.username, user.email, user.passwordHash, user.displayName, user.marketingConsent, user.isAdmin ?? false],
    );
    return row;
  }

  /** Null when the username is taken already (several replicas may bootstrap at once). */
  async insertUnlessTaken(db: Queryable, user: NewUser): Promise<UserRow | null> {
    const rows: UserRow[] = await db.query(
      `INSERT INTO users (username, email, password_hash, display_name, marketing_consent, is_admin)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(username))) DO NOTHING RETURNING ${USER_COLUMNS}`,
      [user.username, user.email, user.passwordHash, user.displayName, user.marketingConsent, user.isAdmin ?? false],
    );
    return rows[0] ?? null;
  }

  async usernameExists(username: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
    return rows.length > 0;
  }

  async findWithPasswordHash(username: string): Promise<(UserRow & { password_hash: string }) | null> {
    const rows: Array<UserRow & { password_hash: string }> = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE lower(username) = lower($1) AND deleted_at IS NULL`,
      [username],
    );
    return rows[0] ?? null;
  }

  async findByIdWithPasswordHash(id: string): Promise<(UserRow & { password_hash: string }) | null> {
    const rows: Array<UserRow & { password_hash: string }> = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.dataSource.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
  }

  /** Throws the unique violation of users_email_lower_key for an email another account has. */
  async setEmail(id: string, email: string): Promise<UserRow> {
    const [row] = await changedRows<UserRow>(
      this.dataSource.manager, `UPDATE users SET email = $2, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`, [id, email],
    );
    return row;
  }

  async onboarding(id: string): Promise<{ profile_setup_complete: boolean; tutorial_completed: boolean } | null> {
    const rows: Array<{ profile_setup_complete: boolean; tutorial_completed: boolean }> = await this.dataSource.query(
      'SELECT profile_setup_complete, tutorial_completed FROM users WHERE id = $1', [id],
    );
    return rows[0] ?? null;
  }

  /** Marks steps done; a step once done stays done (a second browser cannot undo the first). */
  async completeOnboarding(id: string, steps: { profileSetupComplete?: boolean; tutorialCompleted?: boolean }): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET profile_setup_complete = profile_setup_complete OR $2, tutorial_completed = tutorial_completed OR $3 WHERE id = $1`,
      [id, steps.profileSetupComplete === true, steps.tutorialCompleted === true],
    );
  }

  async find(id: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.reader.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  findMany(ids: string[]): Promise<UserRow[]> {
    return this.dataSource.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`, [ids]);
  }

  /** The members of these lower-cased names (the unique index on lower(username) answers it). */
  findManyByUsernames(usernames: string[]): Promise<UserRow[]> {
    return this.reader.query(`SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = ANY($1::text[])`, [usernames]);
  }

  /** Writes the given profile columns (and updated_at) and answers the row as it now is. */
  async updateProfile(db: Queryable, id: string, patch: ProfilePatch): Promise<UserRow> {
    const params: unknown[] = [id];
    const assignments = (Object.keys(patch) as Array<keyof ProfilePatch>)
      .filter((key) => patch[key] !== undefined)
      .map((key) => `${PROFILE_COLUMNS[key]} = $${params.push(patch[key])}`);
    const [row] = await changedRows<UserRow>(
      db, `UPDATE users SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${USER_COLUMNS}`, params,
    );
    return row;
  }
}
