import pg from 'pg';
import { DataSource } from 'typeorm';
import { changedRows, createRowCounter, dropRowCounter, escapeLike, isForeignKeyViolation, pgErrorCode, PgErrorCodes, readRowCounters, uniqueViolation } from '../src/index.js';
import { createTestDatabase, getTestServers } from '../src/testing/index.js';

/** The helpers against real PostgreSQL errors, both as pg raises them and as TypeORM wraps them. */
let dataSource: DataSource;
let database: { name: string; drop(): Promise<void> };

beforeAll(async () => {
  const servers = await getTestServers();
  database = await createTestDatabase(servers, 'sqlhelpers');
  dataSource = new DataSource({ type: 'postgres', ...servers.pg, username: servers.pg.user, password: servers.pg.password || undefined, database: database.name });
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE parents (id int PRIMARY KEY, name text NOT NULL, CONSTRAINT parents_name_key UNIQUE (name))');
  await dataSource.query('CREATE TABLE children (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parents(id))');
  await dataSource.query("INSERT INTO parents VALUES (1, 'one'), (2, 'two'), (3, 'three')");
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected the query to fail'); }, (error: unknown) => error);

describe('changedRows', () => {
  it('answers the rows of UPDATE … RETURNING and DELETE … RETURNING, not TypeORM\'s [rows, count]', async () => {
    expect(await changedRows(dataSource.manager, "UPDATE parents SET name = name || '!' WHERE id <= $1 RETURNING id", [2])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await changedRows(dataSource.manager, 'UPDATE parents SET name = name WHERE id = $1 RETURNING id', [99])).toEqual([]);
    expect(await changedRows(dataSource.manager, 'DELETE FROM parents WHERE id = $1 RETURNING name', [3])).toEqual([{ name: 'three' }]);
  });

  it('passes INSERT … RETURNING rows through unchanged', async () => {
    expect(await changedRows(dataSource.manager, "INSERT INTO parents VALUES ($1, 'four') RETURNING id", [4])).toEqual([{ id: 4 }]);
  });
});

describe('PostgreSQL error readers', () => {
  it('names the constraint of a unique violation, from TypeORM and from pg', async () => {
    const typeorm = await failureOf(dataSource.query("INSERT INTO parents VALUES (10, 'one!')"));
    expect(pgErrorCode(typeorm)).toBe(PgErrorCodes.uniqueViolation);
    expect(uniqueViolation(typeorm)).toBe('parents_name_key');
    const servers = await getTestServers();
    const client = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
    await client.connect();
    try {
      expect(uniqueViolation(await failureOf(client.query("INSERT INTO parents VALUES (1, 'new')")))).toBe('parents_pkey');
    } finally {
      await client.end();
    }
  });

  it('recognises a foreign-key violation and nothing else as one', async () => {
    const missingParent = await failureOf(dataSource.query('INSERT INTO children VALUES (1, 999)'));
    expect(isForeignKeyViolation(missingParent)).toBe(true);
    expect(uniqueViolation(missingParent)).toBeNull();
    const syntax = await failureOf(dataSource.query('SELEC 1'));
    expect([isForeignKeyViolation(syntax), uniqueViolation(syntax)]).toEqual([false, null]);
    expect([pgErrorCode(new Error('not a database error')), pgErrorCode(null), uniqueViolation(undefined)]).toEqual([undefined, undefined, null]);
  });
});

describe('row counters', () => {
  const all = { name: 'things', table: 'things' };
  const open = { name: 'open_things', table: 'things', where: (row: string) => `${row}.status = 'open'` };

  it('counts existing rows at creation, then follows inserts, updates and deletes in the writing transaction', async () => {
    await dataSource.query(`CREATE TABLE things (id int PRIMARY KEY, status text NOT NULL)`);
    await dataSource.query(`INSERT INTO things VALUES (1, 'open'), (2, 'closed')`);
    await dataSource.transaction(async (manager) => {
      await createRowCounter(manager, all);
      await createRowCounter(manager, open);
    });
    expect(await readRowCounters(dataSource.manager, ['things', 'open_things', 'missing'])).toEqual({ things: 2, open_things: 1, missing: 0 });

    await dataSource.query(`INSERT INTO things VALUES (3, 'open'), (4, 'open')`);
    await dataSource.query(`UPDATE things SET status = 'closed' WHERE id = 1`);
    await dataSource.query(`UPDATE things SET status = 'open' WHERE id = 1`);
    await dataSource.query(`UPDATE things SET status = 'closed' WHERE id = 3`);
    await dataSource.query(`DELETE FROM things WHERE id = 4`);
    expect(await readRowCounters(dataSource.manager, ['things', 'open_things'])).toEqual({ things: 3, open_things: 1 });

    // A rolled-back write leaves the counters as they were.
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO things VALUES (5, 'open')`);
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await readRowCounters(dataSource.manager, ['things', 'open_things'])).toEqual({ things: 3, open_things: 1 });

    await dropRowCounter(dataSource.manager, open);
    await dataSource.query(`INSERT INTO things VALUES (6, 'open')`);
    expect(await readRowCounters(dataSource.manager, ['things', 'open_things'])).toEqual({ things: 4, open_things: 0 });
  });

  it('refuses names that are not plain identifiers (they become SQL)', async () => {
    await expect(createRowCounter(dataSource.manager, { name: 'x; DROP TABLE things', table: 'things' })).rejects.toThrow(/row counter names/);
  });
});

describe('escapeLike', () => {
  it('makes %, _ and \\ match themselves in PostgreSQL LIKE', async () => {
    expect(escapeLike('100% c_o \\ ok')).toBe('100\\% c\\_o \\\\ ok');
    const matches = async (text: string, search: string) =>
      ((await dataSource.query(`SELECT $1::text LIKE '%' || $2 || '%' AS hit`, [text, escapeLike(search)])) as Array<{ hit: boolean }>)[0].hit;
    expect(await matches('about 100% sure', '100%')).toBe(true);
    expect(await matches('about 1000 sure', '100%')).toBe(false);
    expect(await matches('coco', 'c_c')).toBe(false);
    expect(await matches('c_co', 'c_c')).toBe(true);
    expect(await matches('a\\b', 'a\\b')).toBe(true);
  });
});
