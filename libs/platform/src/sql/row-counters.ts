import type { Queryable } from './changed-rows.js';

/**
 * Exact row counts without `count(*)` per request: a trigger keeps `row_counters.<name>` in step
 * with the rows of a table (optionally only the rows matching a condition), in the same
 * transaction as the write that changes them, whichever code path writes. The admin dashboard and
 * the moderation stats read these instead of counting whole tables.
 *
 * Every counted write updates one row, so concurrent writers of the same table queue on it for
 * the rest of their transaction: fine for posts, messages and reports at our scale; a table
 * written thousands of times a second would want sharded counters instead.
 */
export interface RowCounter {
  /** `[a-z_]+`: the counter's name and the suffix of its trigger and function. */
  name: string;
  table: string;
  /** Which rows count, as SQL over a row alias (`NEW`, `OLD`, or the table's); all rows when absent. */
  where?: (row: string) => string;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

function checked(counter: RowCounter): RowCounter {
  if (!NAME.test(counter.name) || !NAME.test(counter.table)) throw new Error(`row counter names must match ${NAME}: ${counter.name} on ${counter.table}`);
  return counter;
}

/**
 * For a migration's `up`: the counter table (once per database), the trigger, and the current
 * count. CREATE TRIGGER locks out writers of the table until the migration's transaction ends, so
 * no row slips in between the initial count and the trigger.
 */
export async function createRowCounter(db: Queryable, counter: RowCounter): Promise<void> {
  const { name, table, where } = checked(counter);
  const matches = (row: string) => (where ? `(${where(row)})` : 'true');
  await db.query(`CREATE TABLE IF NOT EXISTS row_counters (name text PRIMARY KEY, value bigint NOT NULL CHECK (value >= 0))`);
  await db.query(`
    CREATE OR REPLACE FUNCTION row_counter_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE delta integer := 0;
    BEGIN
      IF TG_OP <> 'DELETE' AND ${matches('NEW')} THEN delta := delta + 1; END IF;
      IF TG_OP <> 'INSERT' AND ${matches('OLD')} THEN delta := delta - 1; END IF;
      IF delta <> 0 THEN UPDATE row_counters SET value = value + delta WHERE name = '${name}'; END IF;
      RETURN NULL;
    END $$`);
  // Without a condition an UPDATE cannot change the count, so it does not fire the trigger at all.
  const events = where ? 'INSERT OR UPDATE OR DELETE' : 'INSERT OR DELETE';
  await db.query(`CREATE TRIGGER row_counter_${name} AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION row_counter_${name}()`);
  await db.query(
    `INSERT INTO row_counters (name, value) SELECT $1, count(*) FROM ${table} t WHERE ${matches('t')}
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [name],
  );
}

/** For a migration's `down`. */
export async function dropRowCounter(db: Queryable, counter: RowCounter): Promise<void> {
  const { name, table } = checked(counter);
  await db.query(`DROP TRIGGER IF EXISTS row_counter_${name} ON ${table}`);
  await db.query(`DROP FUNCTION IF EXISTS row_counter_${name}()`);
  await db.query(`DELETE FROM row_counters WHERE name = $1`, [name]);
}

/** The named counters' values (0 for a counter that does not exist). */
export async function readRowCounters<TName extends string>(db: Queryable, names: readonly TName[]): Promise<Record<TName, number>> {
  const rows: Array<{ name: TName; value: string }> = await db.query(`SELECT name, value::text AS value FROM row_counters WHERE name = ANY($1)`, [names]);
  const values = Object.fromEntries(names.map((name) => [name, 0])) as Record<TName, number>;
  for (const row of rows) values[row.name] = Number(row.value);
  return values;
}
