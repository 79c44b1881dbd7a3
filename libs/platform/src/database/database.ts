import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { CommonConfig } from '../config/config.js';
import { CreateEventTables1763800000000 } from '../events/create-event-tables.migration.js';

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
export const databaseNameFor = (service: string, config: CommonConfig) => config.PGDATABASE ?? `${config.DB_NAME_PREFIX}_${service}`;

const connectionFor = (config: CommonConfig, database: string) => ({
  host: config.PGHOST,
  port: config.PGPORT,
  user: config.PGUSER,
  password: config.PGPASSWORD || undefined,
  database,
});

/** Creates the service's database on first start, so a fresh machine needs no manual step. */
export async function ensureDatabase(config: CommonConfig, database: string): Promise<void> {
  const client = new pg.Client(connectionFor(config, 'postgres'));
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      // Identifiers cannot be bound as parameters; the name comes from config, quoted here.
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by a sibling replica
      });
    }
  } finally {
    await client.end();
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
    migrations: [CreateEventTables1763800000000, ...options.migrations],
    migrationsRun: true,
    // Each migration in its own transaction, so one may opt out (`transaction = false`) to build an
    // index on a live table with CREATE INDEX CONCURRENTLY (issue 15).
    migrationsTransactionMode: 'each',
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: { max: 10, application_name: options.service },
  };
}

/** TypeORM for one service: creates the database if missing and runs its migrations at start. */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            await ensureDatabase(options.config, databaseNameFor(options.service, options.config));
            return serviceDataSourceOptions(options);
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
