import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * One PostgreSQL role per service (docs/deploy.md, PostgreSQL roles): each service logs in as its
 * own role, which is no superuser, may not create databases or roles, owns its database and its
 * objects, and is the only role (besides superusers) that may CONNECT to that database. Only the
 * migrate step (and the stack scripts) hold the admin credentials that create them.
 */
export interface PgAdminConnection {
  host: string;
  port: number;
  user: string;
  password?: string;
}

export interface ServiceRoleSpec {
  /** The service's database (`<prefix>_<service>`, or a test's own). */
  database: string;
  /** The service's role (`PGUSER` of the service). */
  role: string;
  /** Its password (`PGPASSWORD` of the service); stored as a SCRAM-SHA-256 verifier. */
  password: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** How long a provisioner waits for a database another one is creating to become visible. */
const VISIBLE_WAIT_MS = 30_000;

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for a password (RFC 5802/7677, the format of
 * pg_authid.rolpassword). Computed here so the password itself never reaches the server (nor its
 * statement log), and the role authenticates with scram-sha-256 whatever the server's
 * password_encryption says (a stock Debian pg_hba asks for scram on 127.0.0.1). PostgreSQL applies
 * SASLprep to the password; for the ASCII passwords we generate that changes nothing.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** A random password for a generated role (URL-safe ASCII, so SASLprep leaves it alone). */
export const newRolePassword = () => randomBytes(24).toString('base64url');

const code = (error: unknown) => (error as { code?: string }).code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The role attributes a service's role must not have, as pg_roles columns → the ALTER ROLE word that removes them (a superuser is refused instead). */
const FORBIDDEN_ATTRIBUTES = {
  rolsuper: 'NOSUPERUSER', rolcreatedb: 'NOCREATEDB', rolcreaterole: 'NOCREATEROLE', rolreplication: 'NOREPLICATION', rolbypassrls: 'NOBYPASSRLS',
} as const;

/**
 * Creates (or brings up to date) a service's role and database, idempotently and safely when
 * several replicas or migrate containers do it at once:
 * - the role: LOGIN with the given password, none of the attributes above (CREATE ROLE's defaults;
 *   an existing role that has one loses it, except a superuser, which is refused: PGUSER is wrong);
 * - the database: created owned by the role (or handed to it), CONNECT and TEMPORARY revoked from
 *   PUBLIC and granted to the role, so every other service's role is refused at connection time;
 * - objects an earlier version created as the admin (tables, views, sequences, types, functions
 *   in `public`) handed to the role, so its own migrations can alter them.
 * Provisioners of one database queue behind an advisory lock in the `postgres` database; a
 * CREATE DATABASE or CREATE ROLE that still collides with another client's (SQLSTATE 23505 on
 * pg_database/pg_authid's unique index, 42P04, 42710) waits for that one instead of failing.
 */
export async function provisionServiceRole(admin: PgAdminConnection, spec: ServiceRoleSpec): Promise<void> {
  if (!IDENTIFIER.test(spec.role)) throw new Error(`role name ${spec.role} must be lower-case letters, digits and _ (at most 63)`);
  if (!spec.password) throw new Error(`role ${spec.role} needs a password (PGPASSWORD): without one it could only log in under trust authentication`);
  if (spec.role === admin.user) throw new Error(`the service's role (PGUSER=${spec.role}) must not be the admin role that creates it`);
  const client = new pg.Client({ ...admin, password: admin.password || undefined, database: 'postgres', application_name: 'cannaverse-provision' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`cannaverse-provision:${spec.database}`]);
    try {
      await ensureRole(client, spec);
      await ensureOwnedDatabase(client, spec);
      const database = quoteIdentifier(spec.database);
      await client.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${database} FROM PUBLIC`);
      await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${database} TO ${quoteIdentifier(spec.role)}`);
      await adoptObjects(admin, spec);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`cannaverse-provision:${spec.database}`]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

async function ensureRole(client: pg.Client, spec: ServiceRoleSpec): Promise<void> {
  const role = quoteIdentifier(spec.role);
  const password = client.escapeLiteral(scramVerifier(spec.password));
  const create = `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${password}`;
  const existing = await client.query<Record<keyof typeof FORBIDDEN_ATTRIBUTES, boolean>>(
    'SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls FROM pg_roles WHERE rolname = $1', [spec.role]);
  if (existing.rowCount === 0) {
    try {
      await client.query(create);
      return;
    } catch (error) {
      // Created at this moment by a client outside our lock (an operator, an older provisioner): use it.
      if (code(error) !== '23505' && code(error) !== '42710') throw error;
    }
  }
  const attributes = existing.rows[0] ?? {};
  // A superuser by that name is a mistake in PGUSER (e.g. left at `postgres`), not a role to demote.
  if (attributes.rolsuper) throw new Error(`${spec.role} is a superuser: PGUSER must name the service's own role, not an administrator`);
  // Only the attributes it has: PostgreSQL 15 refuses even NOBYPASSRLS/NOREPLICATION from a non-superuser admin.
  const remove = Object.entries(FORBIDDEN_ATTRIBUTES).filter(([column]) => attributes[column as keyof typeof FORBIDDEN_ATTRIBUTES]).map(([, word]) => word);
  await client.query(`ALTER ROLE ${role} WITH LOGIN ${remove.join(' ')} PASSWORD ${password}`);
}

async function ensureOwnedDatabase(client: pg.Client, spec: ServiceRoleSpec): Promise<void> {
  const database = quoteIdentifier(spec.database);
  const role = quoteIdentifier(spec.role);
  const { rows: [me] } = await client.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  // A CREATEROLE admin that is no superuser may give a database only to a role it belongs to.
  if (!me?.rolsuper) await client.query(`GRANT ${role} TO CURRENT_USER`);
  const owner = async () => (await client.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [spec.database])).rows[0]?.owner;
  let current = await owner();
  if (current === undefined) {
    try {
      await client.query(`CREATE DATABASE ${database} OWNER ${role}`);
      return;
    } catch (error) {
      if (!isDuplicateDatabase(error)) throw error;
      current = await waitUntilVisible(owner, spec.database);
    }
  }
  if (current !== spec.role) await client.query(`ALTER DATABASE ${database} OWNER TO ${role}`);
}

/**
 * Two clients creating one database at once: the later one fails with 42P04 when the first had
 * committed, or with 23505 on pg_database's unique index when both were inserting (the index
 * made it wait for the first to commit). Either way the database now exists.
 */
export const isDuplicateDatabase = (error: unknown) => code(error) === '42P04' || code(error) === '23505';

async function waitUntilVisible<T>(probe: () => Promise<T | undefined>, database: string): Promise<T> {
  const deadline = Date.now() + VISIBLE_WAIT_MS;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`database ${database} was being created by another client but did not appear`);
    await sleep(100);
  }
}

/**
 * Before roles, every service's objects were created by the one shared user. They go to the
 * service's role in one transaction (nothing to do once they are its own). Sequences of serial and
 * identity columns and indexes follow their tables; objects of extensions stay with the extension.
 */
async function adoptObjects(admin: PgAdminConnection, spec: ServiceRoleSpec): Promise<void> {
  const client = new pg.Client({ ...admin, password: admin.password || undefined, database: spec.database, application_name: 'cannaverse-provision' });
  await client.connect();
  try {
    const { rows } = await client.query<{ statement: string }>(ADOPT_SQL, [spec.role]);
    if (rows.length === 0) return;
    await client.query('BEGIN');
    for (const { statement } of rows) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const ADOPT_SQL = `
  WITH target AS (SELECT oid FROM pg_roles WHERE rolname = $1),
  own_schemas AS (SELECT oid FROM pg_namespace WHERE nspname = 'public'),
  extension_members AS (SELECT objid, classid FROM pg_depend WHERE deptype = 'e')
  SELECT format('ALTER %s %s OWNER TO %I', kind, name, $1) AS statement FROM (
    SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS name, 1 AS position
      FROM pg_class c
     WHERE c.relnamespace IN (SELECT oid FROM own_schemas) AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
       AND c.relowner <> (SELECT oid FROM target)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text, 0
      FROM pg_type t
     WHERE t.typnamespace IN (SELECT oid FROM own_schemas) AND t.typtype IN ('e', 'd', 'r')
       AND t.typowner <> (SELECT oid FROM target)
       AND NOT EXISTS (SELECT 1 FROM extension_members e WHERE e.classid = 'pg_type'::regclass AND e.objid = t.oid)
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text, 2
      FROM pg_proc p
     WHERE p.pronamespace IN (SELECT oid FROM own_schemas) AND p.prokind IN ('f', 'p')
       AND p.proowner <> (SELECT oid FROM target)
       AND NOT EXISTS (SELECT 1 FROM extension_members e WHERE e.classid = 'pg_proc'::regclass AND e.objid = p.oid)
  ) objects ORDER BY position, name`;

/** Drops a role made for a test run or a throwaway stack (its databases are dropped first). */
export async function dropServiceRole(admin: PgAdminConnection, role: string): Promise<void> {
  const client = new pg.Client({ ...admin, password: admin.password || undefined, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`DROP ROLE IF EXISTS ${quoteIdentifier(role)}`);
  } finally {
    await client.end();
  }
}
