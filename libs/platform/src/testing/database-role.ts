import pg from 'pg';
import type { CommonConfig } from '../config/config.js';
import { createTestDatabase, getTestServers } from './test-infra.js';

export interface DatabaseRoleFacts {
  /** The role the running service's own pool is logged in as. */
  role: string;
  superuser: boolean;
  createDatabase: boolean;
  createRole: boolean;
  /** Owners of the tables in its database (only its role once migrated). */
  tableOwners: string[];
  /** What PostgreSQL answers when the service's credentials ask for another service's database. */
  otherDatabaseError: string | null;
}

/**
 * How the service under test uses PostgreSQL (issue 20, one role per service): asked through its
 * own DataSource, plus a connection with its credentials to a second database made the way the
 * migrate step makes another service's (a role of its own, CONNECT revoked from PUBLIC).
 */
export async function databaseRoleFacts(
  dataSource: { query: <T>(sql: string) => Promise<T> },
  config: Pick<CommonConfig, 'PGHOST' | 'PGPORT' | 'PGUSER' | 'PGPASSWORD'>,
): Promise<DatabaseRoleFacts> {
  const [who] = await dataSource.query<Array<{ role: string; superuser: boolean; createdb: boolean; createrole: boolean }>>(
    'SELECT current_user AS role, rolsuper AS superuser, rolcreatedb AS createdb, rolcreaterole AS createrole FROM pg_roles WHERE rolname = current_user');
  const owners = await dataSource.query<Array<{ owner: string }>>(
    `SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY 1`);
  const other = await createTestDatabase(await getTestServers(), 'other_service', { ownRole: true });
  let otherDatabaseError: string | null = null;
  try {
    const client = new pg.Client({ host: config.PGHOST, port: config.PGPORT, user: config.PGUSER, password: config.PGPASSWORD || undefined, database: other.name });
    await client.connect().then(() => client.end(), (error: Error) => {
      otherDatabaseError = error.message.replace(other.name, '<other>');
    });
  } finally {
    await other.drop();
  }
  return {
    role: who.role, superuser: who.superuser, createDatabase: who.createdb, createRole: who.createrole,
    tableOwners: owners.map((row) => row.owner), otherDatabaseError,
  };
}
