import type { Queryable } from './changed-rows.js';

/**
 * Exact row counts without `count(*)` per request: statement-level triggers keep a counter in step
 * with the rows of a table (optionally only the rows matching a condition), in the same
 * transaction as the write that changes them, whichever code path writes. The admin dashboard and
 * the moderation stats read these instead of counting whole tables.
 *
 * Why sharded and per statement: a counter that is one row updated by a row-level trigger makes
 * every writer of the table queue on that row until its transaction ends (every post, message
 * and report insert of the service, one after another), and a bulk insert of 1,000,000 rows
 * updated it 1,000,000 times (it did not finish in 10 minutes). Now each statement adds its
 * whole delta once, counted over its transition table, to one of `ROW_COUNTER_SHARDS` rows chosen
 * by the writing connection: concurrent writers land on different rows, and the value is the
 * sum of the shards (a shard may go negative when rows are deleted by another connection).
 */
export interface RowCounter {
  /** `[a-z_]+`: the counter's name and the suffix of its triggers and functions. */
  name: string;
  table: string;
  /** Which rows count, as SQL over a row alias (`NEW`, `OLD`, or the table's); all rows when absent. */
  where?: (row: string) => string;
}

/** Rows per counter: enough that two busy connections rarely share one. */
export const ROW_COUNTER_SHARDS = 16;

const NAME = /^[a-z_][a-z0-9_]*$/;

function checked(counter: RowCounter): RowCounter {
  if (!NAME.test(counter.name) || !NAME.test(counter.table)) throw new Error(`row counter names must match ${NAME}: ${counter.name} on ${counter.table}`);
  return counter;
}

/** The trigger kinds: each counts its transition tables (inserted rows add, deleted rows subtract). */
const KINDS = [
  { kind: 'insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows', added: 'new_rows', removed: null },
  { kind: 'delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows', added: null, removed: 'old_rows' },
  { kind: 'update', event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows', added: 'new_rows', removed: 'old_rows' },
] as const;

async function dropTriggers(db: Queryable, { name, table }: RowCounter): Promise<void> {
  // The row-level trigger of the first version, then this version's three.
  await db.query(`DROP TRIGGER IF EXISTS row_counter_${name} ON ${table}`);
  await db.query(`DROP FUNCTION IF EXISTS row_counter_${name}()`);
  for (const { kind } of KINDS) {
    await db.query(`DROP TRIGGER IF EXISTS row_counter_${name}_${kind} ON ${table}`);
    await db.query(`DROP FUNCTION IF EXISTS row_counter_${name}_${kind}()`);
  }
}

/**
 * For a migration's `up`: the shard table (once per database), the triggers, and the current
 * count. CREATE TRIGGER locks out writers of the table until the migration's transaction ends, so
 * no row slips in between the initial count and the triggers. Idempotent, and it replaces a
 * counter of the first, row-level version (`row_counters`): a migration calls it again to upgrade.
 */
export async function createRowCounter(db: Queryable, counter: RowCounter): Promise<void> {
  const { name, table, where } = checked(counter);
  const matches = (row: string) => (where ? `(${where(row)})` : 'true');
  const countOf = (rows: string | null) => (rows ? `(SELECT count(*) FROM ${rows} r WHERE ${matches('r')})` : '0');
  await db.query(`CREATE TABLE IF NOT EXISTS row_counter_shards (
    name text NOT NULL, shard smallint NOT NULL, value bigint NOT NULL, PRIMARY KEY (name, shard))`);
  await dropTriggers(db, counter);
  for (const { kind, event, referencing, added, removed } of KINDS) {
    // Without a condition an UPDATE cannot change the count: no update trigger at all.
    if (kind === 'update' && !where) continue;
    await db.query(`
      CREATE FUNCTION row_counter_${name}_${kind}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta bigint := ${countOf(added)} - ${countOf(removed)};
      BEGIN
        IF delta <> 0 THEN
          INSERT INTO row_counter_shards (name, shard, value) VALUES ('${name}', pg_backend_pid() % ${ROW_COUNTER_SHARDS}, delta)
          ON CONFLICT (name, shard) DO UPDATE SET value = row_counter_shards.value + EXCLUDED.value;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER row_counter_${name}_${kind} AFTER ${event} ON ${table} REFERENCING ${referencing}
      FOR EACH STATEMENT EXECUTE FUNCTION row_counter_${name}_${kind}()`);
  }
  await db.query(`DELETE FROM row_counter_shards WHERE name = $1`, [name]);
  await db.query(`INSERT INTO row_counter_shards (name, shard, value) SELECT $1, 0, count(*) FROM ${table} t WHERE ${matches('t')}`, [name]);
  // The first version's table: its value is now in the shards.
  await db.query(`DO $$ BEGIN IF to_regclass('row_counters') IS NOT NULL THEN DELETE FROM row_counters WHERE name = '${name}'; END IF; END $$`);
}

/** For a migration's `down`. */
export async function dropRowCounter(db: Queryable, counter: RowCounter): Promise<void> {
  const { name } = checked(counter);
  await dropTriggers(db, counter);
  await db.query(`DO $$ BEGIN IF to_regclass('row_counter_shards') IS NOT NULL THEN DELETE FROM row_counter_shards WHERE name = '${name}'; END IF; END $$`);
}

/** The named counters' values (0 for a counter that does not exist). */
export async function readRowCounters<TName extends string>(db: Queryable, names: readonly TName[]): Promise<Record<TName, number>> {
  const rows: Array<{ name: TName; value: string }> = await db.query(
    `SELECT name, sum(value)::text AS value FROM row_counter_shards WHERE name = ANY($1) GROUP BY name`, [names],
  );
  const values = Object.fromEntries(names.map((name) => [name, 0])) as Record<TName, number>;
  for (const row of rows) values[row.name] = Number(row.value);
  return values;
}
