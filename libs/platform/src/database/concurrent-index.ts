import type { QueryRunner } from 'typeorm';

/**
 * `CREATE INDEX CONCURRENTLY` for a migration with `transaction = false` (a table that holds member
 * data keeps taking writes while the index builds). A build that was interrupted leaves an INVALID
 * index of that name, which `IF NOT EXISTS` would keep: it is dropped first, so a rerun completes.
 * `definition` is the rest of the statement after the name, e.g. `ON likes (user_id, post_id)`.
 */
export async function createIndexConcurrently(runner: QueryRunner, name: string, definition: string, options: { unique?: boolean } = {}): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`index name ${name} is not a plain identifier`);
  const leftover: Array<{ valid: boolean }> = await runner.query(
    'SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1 AND pg_table_is_visible(c.oid)',
    [name],
  );
  if (leftover.length > 0 && !leftover[0].valid) await runner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  await runner.query(`CREATE ${options.unique ? 'UNIQUE ' : ''}INDEX CONCURRENTLY IF NOT EXISTS ${name} ${definition}`);
}
