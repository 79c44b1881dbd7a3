import { createHash, createHmac } from 'node:crypto';
import pg from 'pg';
import sasl from 'pg/lib/crypto/sasl.js';
import { SERVICES } from '@cannaverse/contracts';
import {
  commonConfigSchema, dropServiceRole, ensureDatabase, migrateDatabase, newRolePassword, provisionServiceRole, scramVerifier, type PgAdminConnection,
} from '../src/index.js';
import { getTestServers, uniqueTestName } from '../src/testing/index.js';

/**
 * One PostgreSQL role per service (issue 20) and a first start that creates databases and roles
 * at the same moment from two processes (issue 22), against the machine's real PostgreSQL.
 */
let admin: PgAdminConnection;
const databases: string[] = [];
const roles: string[] = [];

beforeAll(async () => {
  const servers = await getTestServers();
  admin = { ...servers.pg, password: servers.pg.password || undefined };
});

afterAll(async () => {
  const client = new pg.Client({ ...admin, database: 'postgres' });
  await client.connect();
  for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
  for (const role of roles) await dropServiceRole(admin, role);
}, 120_000);

const connectAs = async (role: string, password: string, database: string) => {
  const client = new pg.Client({ host: admin.host, port: admin.port, user: role, password, database });
  await client.connect();
  return client;
};

/** Provisions a role + database the way the migrate step does, remembering both for cleanup. */
const provision = async (role: string, database = role) => {
  const password = newRolePassword();
  roles.push(role);
  databases.push(database);
  await provisionServiceRole(admin, { database, role, password });
  return { role, password, database };
};

describe('one PostgreSQL role per service', () => {
  const prefix = uniqueTestName('roles');
  let services: Array<{ service: string; role: string; password: string; database: string }>;

  beforeAll(async () => {
    services = [];
    for (const service of SERVICES) services.push({ service, ...(await provision(`${prefix}_${service}`)) });
  });

  test.each([...SERVICES])('the %s role is refused by every other service\'s database', async (service) => {
    const own = services.find((s) => s.service === service)!;
    for (const other of services.filter((s) => s.service !== service)) {
      await expect(connectAs(own.role, own.password, other.database)).rejects.toThrow(`permission denied for database "${other.database}"`);
    }
    const client = await connectAs(own.role, own.password, own.database);
    try {
      const { rows } = await client.query('SELECT current_user AS role, current_database() AS database');
      expect(rows).toEqual([{ role: own.role, database: own.database }]);
    } finally {
      await client.end();
    }
  });

  test('a service role is no superuser and may create neither databases nor roles', async () => {
    const { role, password, database } = services[0];
    const client = await connectAs(role, password, database);
    try {
      const { rows } = await client.query('SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = current_user');
      expect(rows).toEqual([{ rolsuper: false, rolcreatedb: false, rolcreaterole: false, rolreplication: false, rolbypassrls: false, rolcanlogin: true }]);
      await expect(client.query(`CREATE DATABASE "${role}_other"`)).rejects.toThrow('permission denied to create database');
      await expect(client.query(`CREATE ROLE "${role}_other"`)).rejects.toThrow('permission denied to create role');
      // Its password is stored as a SCRAM-SHA-256 verifier (what a stock pg_hba's scram-sha-256 needs).
      const stored = await new pg.Client({ ...admin, database: 'postgres' });
      await stored.connect();
      const { rows: [authid] } = await stored.query('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [role]);
      await stored.end();
      expect(authid.rolpassword).toMatch(/^SCRAM-SHA-256\$4096:/);
    } finally {
      await client.end();
    }
  });

  test('migrations run as the service role create objects it owns, in a database it owns', async () => {
    const { role, password, database } = services[1];
    const config = commonConfigSchema.validateSync({ PGHOST: admin.host, PGPORT: admin.port, PGUSER: role, PGPASSWORD: password, PGDATABASE: database });
    const logger = { info: () => undefined, warn: () => undefined };
    expect(await migrateDatabase({ service: 'roles', config, migrations: [], logger })).toEqual(['CreateEventTables1763800000000', 'IndexEventTablesForRetention1765830000000']);
    const client = await connectAs(role, password, database);
    try {
      const { rows } = await client.query(`SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relnamespace = 'public'::regnamespace`);
      expect(rows).toEqual([{ owner: role }]);
      const { rows: [db] } = await client.query('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()');
      expect(db.owner).toBe(role);
    } finally {
      await client.end();
    }
  });

  test('the migrate step (PGADMIN_USER set) creates the role and database, then migrates as the role', async () => {
    const role = `${prefix}_step`;
    roles.push(role);
    databases.push(role);
    const password = newRolePassword();
    const config = commonConfigSchema.validateSync({
      PGHOST: admin.host, PGPORT: admin.port, PGUSER: role, PGPASSWORD: password, PGDATABASE: role, PGADMIN_USER: admin.user, PGADMIN_PASSWORD: admin.password,
    });
    const logger = { info: () => undefined, warn: () => undefined };
    expect(await migrateDatabase({ service: 'step', config, migrations: [], logger })).toEqual(['CreateEventTables1763800000000', 'IndexEventTablesForRetention1765830000000']);
    const client = await connectAs(role, password, role);
    try {
      const { rows } = await client.query(`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relname = 'outbox'`);
      expect(rows).toEqual([{ owner: role }]);
    } finally {
      await client.end();
    }
  });

  test('objects an earlier version created as the admin are handed to the service role', async () => {
    const role = `${prefix}_legacy`;
    roles.push(role);
    databases.push(role);
    const client = new pg.Client({ ...admin, database: 'postgres' });
    await client.connect();
    await client.query(`CREATE DATABASE "${role}"`);
    await client.end();
    const legacy = new pg.Client({ ...admin, database: role });
    await legacy.connect();
    await legacy.query(`CREATE TYPE kind AS ENUM ('a', 'b')`);
    await legacy.query('CREATE TABLE things (id serial PRIMARY KEY, kind kind NOT NULL)');
    await legacy.query('CREATE FUNCTION things_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM things $$');
    await legacy.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    await legacy.end();

    const password = newRolePassword();
    await provisionServiceRole(admin, { database: role, role, password });
    const own = await connectAs(role, password, role);
    try {
      // The service can now change its own tables (only an owner may ALTER).
      await own.query('ALTER TABLE things ADD COLUMN note text');
      await own.query(`INSERT INTO things (kind, note) VALUES ('a', 'x')`);
      expect((await own.query('SELECT things_count() AS n')).rows).toEqual([{ n: '1' }]);
      const { rows } = await own.query(`SELECT pg_get_userbyid(typowner) AS owner FROM pg_type WHERE typname = 'kind'`);
      expect(rows).toEqual([{ owner: role }]);
    } finally {
      await own.end();
    }
  });

  test('an admin that is no superuser (CREATEDB CREATEROLE, as managed services give) provisions a service role too', async () => {
    const adminRole = `${prefix}_admin`;
    const adminPassword = newRolePassword();
    const superuser = new pg.Client({ ...admin, database: 'postgres' });
    await superuser.connect();
    await superuser.query(`CREATE ROLE "${adminRole}" LOGIN CREATEDB CREATEROLE PASSWORD '${adminPassword}'`);
    await superuser.end();
    const role = `${prefix}_managed`;
    databases.push(role);
    roles.push(role);
    const password = newRolePassword();
    try {
      await provisionServiceRole({ host: admin.host, port: admin.port, user: adminRole, password: adminPassword }, { database: role, role, password });
      const client = await connectAs(role, password, role);
      const { rows } = await client.query('SELECT rolsuper, pg_get_userbyid(datdba) AS owner FROM pg_roles, pg_database WHERE rolname = current_user AND datname = current_database()');
      await client.end();
      expect(rows).toEqual([{ rolsuper: false, owner: role }]);
      await expect(connectAs(role, password, services[0].database)).rejects.toThrow('permission denied for database');
    } finally {
      const cleanup = new pg.Client({ ...admin, database: 'postgres' });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${role}" WITH (FORCE)`);
      await cleanup.query(`DROP ROLE IF EXISTS "${role}"`);
      await cleanup.query(`DROP ROLE IF EXISTS "${adminRole}"`);
      await cleanup.end();
    }
  }, 90_000);

  test('provisioning refuses the admin role itself, a role without a password and a superuser', async () => {
    await expect(provisionServiceRole(admin, { database: `${prefix}_x`, role: admin.user, password: 'pw' })).rejects.toThrow('must not be the admin role');
    await expect(provisionServiceRole(admin, { database: `${prefix}_x`, role: `${prefix}_x`, password: '' })).rejects.toThrow('needs a password');
    // A superuser named as the service's role (PGUSER left at an administrator) is refused, never demoted.
    const superuser = new pg.Client({ ...admin, database: 'postgres' });
    await superuser.connect();
    await superuser.query(`CREATE ROLE "${prefix}_su" SUPERUSER`);
    try {
      await expect(provisionServiceRole(admin, { database: `${prefix}_su`, role: `${prefix}_su`, password: 'pw' })).rejects.toThrow('is a superuser');
      expect((await superuser.query('SELECT rolsuper FROM pg_roles WHERE rolname = $1', [`${prefix}_su`])).rows).toEqual([{ rolsuper: true }]);
    } finally {
      await superuser.query(`DROP ROLE "${prefix}_su"`);
      await superuser.end();
    }
  });
});

describe('concurrent first start (issue 22)', () => {
  // Two replicas of a service start on a fresh server at the same moment; each creates the
  // database. Before the fix the loser exited on 23505 (pg_database's unique index) in most rounds.
  test('two processes creating the same database at once both succeed (six paired starts)', async () => {
    for (let round = 0; round < 6; round++) {
      const database = uniqueTestName('race');
      databases.push(database);
      const config = commonConfigSchema.validateSync({ PGHOST: admin.host, PGPORT: admin.port, PGUSER: admin.user, PGPASSWORD: admin.password ?? '' });
      await expect(Promise.all([ensureDatabase(config, database), ensureDatabase(config, database)])).resolves.toBeDefined();
    }
  });

  test('two migrate steps provisioning the same role and database at once both succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const role = uniqueTestName('race_role');
      roles.push(role);
      databases.push(role);
      const password = newRolePassword();
      await Promise.all([provisionServiceRole(admin, { database: role, role, password }), provisionServiceRole(admin, { database: role, role, password })]);
      const client = await connectAs(role, password, role);
      await client.end();
    }
  });
});

describe('scramVerifier', () => {
  /**
   * A "server" holding only the verifier, driven by node-postgres's own SCRAM client (the one the
   * services log in with): it checks the client's proof against StoredKey, and the client checks
   * the server's signature made with ServerKey.
   */
  const exchange = async (verifier: string, password: string) => {
    const [, iterations, salt, storedKey, serverKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier)!;
    const session = sasl.startSession(['SCRAM-SHA-256']);
    const serverFirst = `r=${session.clientNonce}servernonce,s=${salt},i=${iterations}`;
    await sasl.continueSession(session, password, serverFirst);
    const clientFinal = session.response as string;
    const authMessage = `n=*,r=${session.clientNonce},${serverFirst},${clientFinal.replace(/,p=.*$/, '')}`;
    const proof = Buffer.from(/,p=(.*)$/.exec(clientFinal)![1], 'base64');
    const clientSignature = createHmac('sha256', Buffer.from(storedKey, 'base64')).update(authMessage).digest();
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ clientSignature[i]));
    const serverAccepts = createHash('sha256').update(clientKey).digest('base64') === storedKey;
    const serverSignature = createHmac('sha256', Buffer.from(serverKey, 'base64')).update(authMessage).digest('base64');
    let clientAccepts = true;
    try {
      sasl.finalizeSession(session, `v=${serverSignature}`);
    } catch {
      clientAccepts = false;
    }
    return { serverAccepts, clientAccepts };
  };

  test('node-postgres\'s SCRAM-SHA-256 exchange succeeds against the verifier with the password, and only with it', async () => {
    const password = newRolePassword();
    const verifier = scramVerifier(password);
    expect(await exchange(verifier, password)).toEqual({ serverAccepts: true, clientAccepts: true });
    expect(await exchange(verifier, `${password}x`)).toEqual({ serverAccepts: false, clientAccepts: false });
  });
});
