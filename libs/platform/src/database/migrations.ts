import pg from 'pg';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { adminConnectionFor, connectionFor, databaseNameFor, ensureDatabase, serviceDataSourceOptions, type ServiceDatabaseOptions } from './database.js';
import { provisionServiceRole } from './service-role.js';

/**
 * The one advisory lock every migrator of a database takes (advisory locks are per database, so
 * one key serves every service). Any 64-bit number: this one is "cv-migr" in ASCII.
 */
export const MIGRATION_LOCK_KEY = '27995960175585138';
const LOCK_POLL_MS = 250;

export interface MigrateOptions extends ServiceDatabaseOptions {
  logger: Pick<Logger, 'info' | 'warn'>;
  /** How long to wait for another migrator before giving up (default: 10 minutes). */
  lockTimeoutMs?: number;
}

/**
 * Waits for the migration lock on its own session. Polled with pg_try_advisory_lock, not a
 * blocking pg_advisory_lock: a waiting statement would hold a snapshot open for as long as it
 * waits, and CREATE INDEX CONCURRENTLY in the running migrator waits for every older snapshot to
 * end, so the two would wait for each other forever.
 */
async function acquireMigrationLock(client: pg.Client, options: MigrateOptions, database: string): Promise<void> {
  const deadline = Date.now() + (options.lockTimeoutMs ?? 10 * 60_000);
  let announced = false;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}::bigint) AS locked`);
    if (rows[0].locked) return;
    if (!announced) {
      options.logger.info({ database }, 'another migrator holds the migration lock; waiting for it');
      announced = true;
    }
    if (Date.now() > deadline) throw new Error(`the migration lock of ${database} was not released in time`);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/**
 * Applies the service's pending migrations once, however many processes start at the same moment:
 * creates the service's role and database (with PGADMIN_USER, the migrate step) or the database
 * if missing (as a superuser PGUSER, CI), takes the advisory lock, runs what is still pending (each
 * migration in its own transaction, or none for one with `transaction = false`, which
 * CREATE INDEX CONCURRENTLY needs), releases the lock. A second migrator waits, then finds nothing
 * pending. Answers the names of the migrations this call applied.
 */
export async function migrateDatabase(options: MigrateOptions): Promise<string[]> {
  const database = databaseNameFor(options.service, options.config);
  // The migrate step holds the admin credentials: it creates the service's role and database, and
  // everything below runs as that role, so the tables are its own (docs/deploy.md, PostgreSQL roles).
  const admin = adminConnectionFor(options.config);
  if (admin) await provisionServiceRole(admin, { database, role: options.config.PGUSER, password: options.config.PGPASSWORD });
  else await ensureDatabase(options.config, database);
  const lock = new pg.Client({ ...connectionFor(options.config, database), application_name: `${options.service}-migrator` });
  await lock.connect();
  try {
    await acquireMigrationLock(lock, options, database);
    const dataSource = new DataSource({ ...serviceDataSourceOptions(options), extra: { max: 2, application_name: `${options.service}-migrator` } });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      const names = applied.map((migration) => migration.name);
      if (names.length > 0) options.logger.info({ database, applied: names }, 'migrations applied');
      return names;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    // Ending the session releases the lock too; unlocking first says so explicitly.
    await lock.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`).catch(() => undefined);
    await lock.end();
  }
}

/** Names of the service's migrations not yet recorded in its database (all of them before the first). */
export async function pendingMigrations(options: ServiceDatabaseOptions): Promise<string[]> {
  const expected = serviceMigrationNames(options);
  const client = new pg.Client(connectionFor(options.config, databaseNameFor(options.service, options.config)));
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    const applied = new Set(rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name));
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return expected; // no migrations table yet
    throw error;
  } finally {
    await client.end();
  }
}

/** TypeORM records a migration under its `name` property, or its class name without one. */
function serviceMigrationNames(options: ServiceDatabaseOptions): string[] {
  const classes = serviceDataSourceOptions(options).migrations as Array<new () => { name?: string }>;
  return classes.map((Migration) => new Migration().name ?? Migration.name);
}

/**
 * With RUN_MIGRATIONS off (Kubernetes, compose) a replica starts only once the migrate Job has
 * applied everything it expects: the startupProbe covers the wait, and no replica ever runs
 * against a schema older than its code.
 */
export async function waitForMigrations(options: ServiceDatabaseOptions & { logger: Pick<Logger, 'info' | 'warn'> }, pollMs = 2000): Promise<void> {
  let announced = false;
  for (;;) {
    const pending = await pendingMigrations(options).catch((error: { code?: string; message?: string }) => {
      if (error.code === '3D000') return ['(the database does not exist yet)'];
      throw error;
    });
    if (pending.length === 0) return;
    if (!announced) {
      options.logger.warn({ pending }, 'waiting for the migrate job to apply pending migrations (RUN_MIGRATIONS is off)');
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
