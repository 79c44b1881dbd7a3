import type { MigrationInterface, QueryRunner } from 'typeorm';
import pg from 'pg';
import { commonConfigSchema, createIndexConcurrently, migrateDatabase, pendingMigrations, waitForMigrations, type CommonConfig } from '../src/index.js';
import { createTestDatabase, getTestServers } from '../src/testing/index.js';

/** A type, as the first migration of every service creates: the duplicate `pg_type` row two racing migrators hit. */
class CreateLedger1790000000001 implements MigrationInterface {
  async up(runner: QueryRunner) {
    await runner.query(`CREATE TYPE ledger_kind AS ENUM ('seed', 'later')`);
    await runner.query('CREATE TABLE ledger (id serial PRIMARY KEY, kind ledger_kind NOT NULL, member text NOT NULL)');
  }
  async down(runner: QueryRunner) {
    await runner.query('DROP TABLE ledger');
    await runner.query('DROP TYPE ledger_kind');
  }
}

/** A data migration: applied twice, it would leave two rows. The sleep widens the race window. */
class SeedLedger1790000000002 implements MigrationInterface {
  async up(runner: QueryRunner) {
    await runner.query('SELECT pg_sleep(0.3)');
    await runner.query(`INSERT INTO ledger (kind, member) VALUES ('seed', 'first')`);
  }
  async down(runner: QueryRunner) {
    await runner.query(`DELETE FROM ledger WHERE kind = 'seed'`);
  }
}

/** An index on a member-data table, built without blocking writes: outside any transaction. */
class IndexLedgerByMember1790000000003 implements MigrationInterface {
  transaction = false as const;
  async up(runner: QueryRunner) {
    await createIndexConcurrently(runner, 'ledger_member_idx', 'ON ledger (member)');
  }
  async down(runner: QueryRunner) {
    await runner.query('DROP INDEX CONCURRENTLY IF EXISTS ledger_member_idx');
  }
}

const MIGRATIONS = [CreateLedger1790000000001, SeedLedger1790000000002, IndexLedgerByMember1790000000003];

describe('migrations run once (advisory lock)', () => {
  let database: { name: string; drop(): Promise<void> };
  let config: CommonConfig;
  let db: pg.Client;

  beforeEach(async () => {
    const servers = await getTestServers();
    database = await createTestDatabase(servers, 'migrator');
    config = commonConfigSchema.validateSync({
      PGHOST: servers.pg.host, PGPORT: servers.pg.port, PGUSER: servers.pg.user, PGPASSWORD: servers.pg.password, PGDATABASE: database.name,
    });
    db = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
    await db.connect();
  });

  afterEach(async () => {
    await db.end();
    await database.drop();
  });

  const migrator = (name: string) => {
    const lines: string[] = [];
    const logger = { info: (_fields: unknown, message?: string) => lines.push(message ?? ''), warn: (_fields: unknown, message?: string) => lines.push(message ?? '') };
    return { lines, run: () => migrateDatabase({ service: name, config, migrations: MIGRATIONS, logger: logger as never }) };
  };

  test('two migrators started at once on a fresh database: one applies, the other waits, nothing is applied twice', async () => {
    const first = migrator('first');
    const second = migrator('second');
    const [appliedByFirst, appliedBySecond] = await Promise.all([first.run(), second.run()]);

    // The kit's own migrations (event tables, their retention indexes) run with every service's.
    const expected = ['CreateEventTables1763800000000', 'IndexEventTablesForRetention1765830000000', 'CreateLedger1790000000001', 'SeedLedger1790000000002', 'IndexLedgerByMember1790000000003'];
    // Exactly one of them applied everything; the other found nothing left to do.
    expect([appliedByFirst, appliedBySecond].sort((a, b) => b.length - a.length)).toEqual([expected, []]);
    const waiter = appliedByFirst.length === 0 ? first : second;
    expect(waiter.lines).toContain('another migrator holds the migration lock; waiting for it');

    const ledger = await db.query('SELECT kind, member FROM ledger');
    expect(ledger.rows).toEqual([{ kind: 'seed', member: 'first' }]);
    const recorded = await db.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name ORDER BY name');
    expect(recorded.rows.map((row) => row.n)).toEqual([1, 1, 1, 1, 1]);
    // Built concurrently and valid (an interrupted CONCURRENTLY build leaves an invalid index).
    const index = await db.query(`SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'ledger_member_idx'`);
    expect(index.rows).toEqual([{ indisvalid: true }]);
  });

  test('a third start finds nothing pending and applies nothing', async () => {
    await migrator('first').run();
    expect(await migrator('again').run()).toEqual([]);
    expect(await pendingMigrations({ service: 'x', config, migrations: MIGRATIONS })).toEqual([]);
  });

  test('with RUN_MIGRATIONS off a replica waits until the migrate job has applied everything', async () => {
    const silent = { info: () => undefined, warn: () => undefined };
    expect(await pendingMigrations({ service: 'x', config, migrations: MIGRATIONS })).toHaveLength(5);
    let ready = false;
    const waiting = waitForMigrations({ service: 'x', config, migrations: MIGRATIONS, logger: silent }, 50).then(() => { ready = true; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready).toBe(false);
    await migrator('job').run();
    await waiting;
    expect(ready).toBe(true);
  });
});
