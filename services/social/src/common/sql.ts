import type { EntityManager } from 'typeorm';

/**
 * Rows of an `UPDATE` / `DELETE … RETURNING`. TypeORM answers those two commands as
 * `[rows, rowCount]` instead of the rows, which silently breaks a `.length` check.
 */
export async function changedRows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await manager.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
