import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { CommonConfig } from '../config/config.js';
import type { Logger } from 'pino';
import { CreateEventTables1763800000000 } from '../events/create-event-tables.migration.js';
import { IndexEventTablesForRetention1765830000000 } from '../events/event-tables-retention.js';
import { migrateDatabase, waitForMigrations } from './migrations.js';
import { isDuplicateDatabase, quoteIdentifier, type PgAdminConnection } from './service-role.js';

export type MigrationClass = new () => unknown;

/**
 * No entity classes: a feature's SQL lives in its `*.repository.ts` and a table is described by
 * its migration and the row type beside that SQL. TypeORM gives the pool, migrations and transactions.
 */
export interface ServiceDatabaseOptions {
  service: string;
  config: CommonConfig;
  migrations: MigrationClass[];
}

/** Each service owns its own database; the name can be overridden (tests use throwaway ones). */
export const databaseNameFor = (service: string, config: Pick<CommonConfig, 'PGDATABASE' | 'DB_NAME_PREFIX'>) => config.PGDATABASE ?? `${config.DB_NAME_PREFIX}_${service}`;

export const connectionFor = (config: CommonConfig, database: string) => ({
  host: config.PGHOST,
  port: config.PGPORT,
  user: config.PGUSER,
  password: config.PGPASSWORD || undefined,
  database,
});

/** The migrate step's admin connection (PGADMIN_USER), when its environment has one. */
export const adminConnectionFor = (config: CommonConfig): PgAdminConnection | null =>
  config.PGADMIN_USER ? { host: config.PGHOST, port: config.PGPORT, user: config.PGADMIN_USER, password: config.PGADMIN_PASSWORD || undefined } : null;

/**
 * Creates the service's database on first start when the configured user may (the superuser of
 * CI and tests; a service's own role may not, the migrate step creates its database). The
 * database is reached directly first, because a service's role may connect to nothing else on a
 * server that also revokes CONNECT on `postgres`. Two replicas creating it at the same moment:
 * the later CREATE DATABASE waits on pg_database's unique index for the first and then fails with
 * 23505 (or 42P04 once the first committed); either way the database exists and the start goes on.
 */
export async function ensureDatabase(config: CommonConfig, database: string): Promise<void> {
  if (await databaseExists(config, database)) return;
  const client = new pg.Client(connectionFor(config, 'postgres'));
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      // Identifiers cannot be bound as parameters; the name comes from config, quoted here.
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`).catch((error: unknown) => {
        if (!isDuplicateDatabase(error)) throw error; // created concurrently by a sibling replica
      });
    }
  } finally {
    await client.end();
  }
}

async function databaseExists(config: CommonConfig, database: string): Promise<boolean> {
  const client = new pg.Client(connectionFor(config, database));
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return false; // does not exist
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  const { config } = options;
  const database = databaseNameFor(options.service, config);
  return {
    type: 'postgres',
    ...connectionFor(config, database),
    username: config.PGUSER,
    entities: [],
    migrations: [CreateEventTables1763800000000, ...options.migrations, IndexEventTablesForRetention1765830000000],
    // Never at DataSource start: migrateDatabase (migrations.ts) applies them under the migration lock.
    migrationsRun: false,
    // Each migration in its own transaction, so one may opt out (`transaction = false`) for
    // CREATE INDEX CONCURRENTLY on a table that holds member data.
    migrationsTransactionMode: 'each',
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: { max: config.PG_POOL_MAX, application_name: options.service },
  };
}

/**
 * TypeORM for one service. With RUN_MIGRATIONS on (npm start, tests) it creates the database if
 * missing and applies pending migrations under the migration lock; off (Kubernetes, compose), it
 * waits until the migrate Job has applied them.
 */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions & { logger: Pick<Logger, 'info' | 'warn'> }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            if (options.config.RUN_MIGRATIONS) await migrateDatabase(options);
            else await waitForMigrations(options);
            return serviceDataSourceOptions(options);
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
