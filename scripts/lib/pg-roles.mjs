// One PostgreSQL role per service for the stacks the scripts start (docs/deploy.md, PostgreSQL
// roles): before a service starts, the admin connection (PGADMIN_USER/PGADMIN_PASSWORD, else the
// environment's PGUSER/PGPASSWORD, else `postgres`) creates its role `<prefix>_<service>` with a
// password and its database `<prefix>_<service>` owned by it; the service then logs in as that
// role and never sees the admin's credentials. `npm start` keeps the passwords in
// .data/postgres/passwords.json (0600, made once, like the NATS passwords); a throwaway stack makes
// new ones per run and drops its roles with its databases.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { provisionServiceRole } from '@cannaverse/platform';

/** The admin connection the scripts create roles and databases with. */
export const pgAdminFromEnv = (env = process.env) => ({
  host: env.PGHOST ?? '127.0.0.1',
  port: Number(env.PGPORT ?? 5432),
  user: env.PGADMIN_USER ?? env.PGUSER ?? 'postgres',
  password: (env.PGADMIN_USER ? env.PGADMIN_PASSWORD : env.PGPASSWORD) || undefined,
});

/** Every service's role password, made once per file and kept there (0600), so restarts agree. */
export function rolePasswordsIn(file, services) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const known = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const passwords = Object.fromEntries(services.map((service) => [service, known[service] ?? newPassword()]));
  writeFileSync(file, JSON.stringify(passwords, null, 2), { mode: 0o600 });
  return passwords;
}

export const newRolePasswords = (services) => Object.fromEntries(services.map((service) => [service, newPassword()]));

const newPassword = () => randomBytes(24).toString('base64url');

/**
 * Creates every service's role and database (all at once: each has its own lock) and answers
 * each service's connection settings.
 * @param {{ prefix: string, services: string[], passwords: Record<string, string>, admin?: ReturnType<typeof pgAdminFromEnv> }} options
 * @returns {Promise<Record<string, { PGUSER: string, PGPASSWORD: string }>>}
 */
export async function provisionStackRoles({ prefix, services, passwords, admin = pgAdminFromEnv() }) {
  await Promise.all(services.map((service) =>
    provisionServiceRole(admin, { database: `${prefix}_${service}`, role: `${prefix}_${service}`, password: passwords[service] })));
  return Object.fromEntries(services.map((service) => [service, { PGUSER: `${prefix}_${service}`, PGPASSWORD: passwords[service] }]));
}
