import pg from 'pg';
import { DataSource } from 'typeorm';
import { changedRows, createRowCounter, poolReader, prepared, PREPARED_STATEMENTS_PER_READER, dropRowCounter, escapeLike, isForeignKeyViolation, pgErrorCode, PgErrorCodes, readRowCounters, ROW_COUNTER_SHARDS, uniqueViolation } from '../src/index.js';
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

describe('poolReader', () => {
  it('runs each statement as a named prepared statement, planned once per connection (issue 28), with the same rows as a plain query', async () => {
    // One connection, so the statements it prepared are the ones pg_prepared_statements lists.
    const single = new DataSource({ ...(dataSource.options as object), extra: { max: 1 } } as ConstructorParameters<typeof DataSource>[0]);
    await single.initialize();
    try {
      const reader = poolReader(single);
      await single.query("CREATE TABLE readable (id int PRIMARY KEY, name text NOT NULL); INSERT INTO readable VALUES (1, 'one'), (2, 'two'), (3, 'three')");
      const sql = 'SELECT id, name FROM readable WHERE id <= $1 ORDER BY id';
      expect(await reader.query(sql, [2])).toEqual(await single.query(sql, [2]));
      expect(await reader.query(sql, [1])).toEqual([{ id: 1, name: 'one' }]);
      const prepared: Array<{ statement: string }> = await single.query('SELECT statement FROM pg_prepared_statements');
      expect(prepared.map((row) => row.statement)).toContain(sql);
      // Only a bounded set of texts: a connection keeps each statement it prepares for its life.
      for (let i = 0; i <= PREPARED_STATEMENTS_PER_READER; i++) expect(await reader.query(`SELECT ${i} AS n`)).toEqual([{ n: i }]);
      const [{ count }]: Array<{ count: number }> = await single.query('SELECT count(*)::int AS count FROM pg_prepared_statements');
      expect(count).toBe(PREPARED_STATEMENTS_PER_READER);

      // A migration (another replica's) changes a column the prepared statement answers: the read
      // still answers, from then on as a plain query, instead of failing on every request.
      await single.query('CREATE TABLE widened (id int PRIMARY KEY, size int NOT NULL)');
      await single.query('INSERT INTO widened VALUES (1, 7)');
      const widened = poolReader(single);
      expect(await widened.query('SELECT id, size FROM widened', [])).toEqual([{ id: 1, size: 7 }]);
      await single.query('ALTER TABLE widened ALTER COLUMN size TYPE text');
      expect(await widened.query('SELECT id, size FROM widened', [])).toEqual([{ id: 1, size: '7' }]);
      expect(await widened.query('SELECT id, size FROM widened', [])).toEqual([{ id: 1, size: '7' }]);

      // `prepare: false`: every text as a plain query, nothing left prepared on the connection.
      await single.query('DEALLOCATE ALL');
      const plain = poolReader(single, { prepare: false });
      expect(await plain.query(sql, [2])).toEqual([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
      const [{ left }]: Array<{ left: number }> = await single.query('SELECT count(*)::int AS left FROM pg_prepared_statements');
      expect(left).toBe(0);
    } finally {
      await single.destroy();
    }
  });
});

describe('prepared', () => {
  it("runs a transaction's statements as named prepared statements on its connection, with TypeORM's answers and errors (issue 28)", async () => {
    const single = new DataSource({ ...(dataSource.options as object), extra: { max: 1 } } as ConstructorParameters<typeof DataSource>[0]);
    await single.initialize();
    try {
      await single.query('CREATE TABLE written (id int PRIMARY KEY, name text NOT NULL UNIQUE)');
      const insert = 'INSERT INTO written (id, name) VALUES ($1, $2) RETURNING id';
      const update = 'UPDATE written SET name = $2 WHERE id = $1 RETURNING id';
      await single.transaction(async (manager) => {
        const db = prepared(manager);
        expect(await db.query(insert, [1, 'one'])).toEqual([{ id: 1 }]);
        expect(await db.query(insert, [2, 'two'])).toEqual([{ id: 2 }]);
        // The same answer as manager.query: [rows, count] for an UPDATE (what changedRows reads).
        expect(await db.query(update, [2, 'deux'])).toEqual([[{ id: 2 }], 1]);
        expect(await changedRows(db, update, [1, 'un'])).toEqual([{ id: 1 }]);
        // Seen by the transaction's own reads, prepared on its connection.
        expect(await manager.query('SELECT name FROM written ORDER BY id')).toEqual([{ name: 'un' }, { name: 'deux' }]);
        const statements: Array<{ statement: string }> = await manager.query('SELECT statement FROM pg_prepared_statements');
        expect(statements.map((row) => row.statement)).toEqual(expect.arrayContaining([insert, update]));
      });
      // A failure reads as any other: the constraint, and the transaction rolled back.
      const failure = await single.transaction(async (manager) => {
        await prepared(manager).query(insert, [3, 'three']);
        await prepared(manager).query(insert, [4, 'un']);
      }).then(() => null, (error: unknown) => error);
      expect(uniqueViolation(failure)).toBe('written_name_key');
      expect(await single.query('SELECT count(*)::int AS n FROM written')).toEqual([{ n: 2 }]);
    } finally {
      await single.destroy();
    }
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

  it('upgrades a counter of the first, row-level version, carrying its count over (issue 23)', async () => {
    await dataSource.query(`CREATE TABLE legacy (id int PRIMARY KEY)`);
    await dataSource.query(`INSERT INTO legacy SELECT generate_series(1, 5)`);
    // The first version: one row in row_counters, updated by a row-level trigger.
    await dataSource.query(`CREATE TABLE IF NOT EXISTS row_counters (name text PRIMARY KEY, value bigint NOT NULL CHECK (value >= 0))`);
    await dataSource.query(`INSERT INTO row_counters VALUES ('legacy', 5)`);
    await dataSource.query(`CREATE FUNCTION row_counter_legacy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE row_counters SET value = value + 1 WHERE name = 'legacy'; RETURN NULL; END $$`);
    await dataSource.query(`CREATE TRIGGER row_counter_legacy AFTER INSERT ON legacy FOR EACH ROW EXECUTE FUNCTION row_counter_legacy()`);

    await dataSource.transaction((manager) => createRowCounter(manager, { name: 'legacy', table: 'legacy' }));
    await dataSource.query(`INSERT INTO legacy VALUES (6)`);
    expect(await readRowCounters(dataSource.manager, ['legacy'])).toEqual({ legacy: 6 });
    const { length: rowLevel } = await dataSource.query(`SELECT 1 FROM pg_trigger WHERE tgname = 'row_counter_legacy'`);
    expect(rowLevel).toBe(0);
  });

  it('stays exact under concurrent inserts, deletes and a bulk load in one statement (issue 23)', async () => {
    const counter = { name: 'busy', table: 'busy' };
    const even = { name: 'busy_even', table: 'busy', where: (row: string) => `${row}.id % 2 = 0` };
    await dataSource.query(`CREATE TABLE busy (id bigint PRIMARY KEY)`);
    await dataSource.transaction(async (manager) => {
      await createRowCounter(manager, counter);
      await createRowCounter(manager, even);
    });
    const writers = Array.from({ length: 8 }, (_, writer) => (async () => {
      for (let i = 0; i < 40; i++) {
        const id = 1_000_000 + writer * 1000 + i;
        await dataSource.query(`INSERT INTO busy VALUES ($1)`, [id]);
        if (i % 3 === 0) await dataSource.query(`DELETE FROM busy WHERE id = $1`, [id]);
      }
    })());
    const bulk = dataSource.query(`INSERT INTO busy SELECT generate_series(1, 200000)`);
    const bulkDelete = bulk.then(() => dataSource.query(`DELETE FROM busy WHERE id <= 50000`));
    await Promise.all([...writers, bulkDelete]);
    const [{ all, evens }] = await dataSource.query(`SELECT count(*)::int AS all, count(*) FILTER (WHERE id % 2 = 0)::int AS evens FROM busy`);
    expect(await readRowCounters(dataSource.manager, ['busy', 'busy_even'])).toEqual({ busy: all, busy_even: evens });
    expect(all).toBe(150_000 + 8 * 26);
  }, 60_000);

  it("never makes one writer wait for another writer's open transaction (issue 23: one counter row queued every insert)", async () => {
    await dataSource.query(`CREATE TABLE queued (id int PRIMARY KEY)`);
    await dataSource.transaction((manager) => createRowCounter(manager, { name: 'queued', table: 'queued' }));
    const servers = await getTestServers();
    const connect = async () => {
      const client = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
      await client.connect();
      return client;
    };
    const clients: pg.Client[] = [];
    try {
      const first = await connect();
      clients.push(first);
      const pidOf = async (client: pg.Client) => Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
      const firstShard = (await pidOf(first)) % ROW_COUNTER_SHARDS;
      let second = await connect();
      clients.push(second);
      while ((await pidOf(second)) % ROW_COUNTER_SHARDS === firstShard) {
        second = await connect();
        clients.push(second);
      }
      await first.query('BEGIN');
      await first.query('INSERT INTO queued VALUES (1)');
      // The first transaction is still open: the second writer must not wait for it.
      await second.query(`SET statement_timeout = '2s'`);
      await second.query('INSERT INTO queued VALUES (2)');
      await first.query('COMMIT');
      expect(await readRowCounters(dataSource.manager, ['queued'])).toEqual({ queued: 2 });
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
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
