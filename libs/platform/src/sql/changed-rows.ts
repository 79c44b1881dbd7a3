import type { DataSource, EntityManager } from 'typeorm';

/** Anything that runs SQL: the DataSource's manager or a transaction's. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * Rows of an `UPDATE` / `DELETE … RETURNING`. TypeORM answers those two commands as
 * `[rows, rowCount]` instead of the rows, which silently breaks a `.length` check.
 */
export async function changedRows<T>(db: Queryable, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/**
 * Reads straight from the DataSource's pg pool, for the hot single-row reads outside any
 * transaction (a profile by id on every page load): TypeORM's `query` makes a QueryRunner, takes
 * and releases a pool client and checks its logger each time, for the same SQL. SELECTs only:
 * answers the rows, never TypeORM's `[rows, count]` of an UPDATE.
 */
export function poolReader(dataSource: DataSource): Queryable {
  const pool = (dataSource.driver as unknown as { master: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> } }).master;
  return { query: async (sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows } as Queryable;
}
