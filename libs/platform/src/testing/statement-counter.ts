import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/** Statements a service sends on its own timers (the event bus's outbox and inbox) and transaction control. */
const BACKGROUND_OR_CONTROL = /outbox|inbox|^(START TRANSACTION|COMMIT|ROLLBACK)|pg_notify/i;

const quietLogger: Omit<TypeOrmLogger, 'logQuery'> = {
  logQueryError: () => undefined, logQuerySlow: () => undefined, logSchemaBuild: () => undefined, logMigration: () => undefined, log: () => undefined,
};

type PoolQuery = (...args: unknown[]) => unknown;

/**
 * Counts the SQL statements a DataSource sends, for N+1 checks: those TypeORM runs (its logger
 * sees them) and those read straight from its pg pool (`poolReader`, the hot lists), which
 * TypeORM never sees. The event bus's own polling and transaction control are not counted.
 * `stop()` puts the logger and the pool back.
 */
export function countStatements(dataSource: DataSource): { count(): number; reset(): void; stop(): void } {
  const statements: string[] = [];
  const originalLogger = dataSource.logger;
  const pool = (dataSource.driver as unknown as { master: { query: PoolQuery } }).master;
  const poolQuery = pool.query;
  dataSource.logger = { ...quietLogger, logQuery: (query) => { statements.push(query); } };
  pool.query = function countedQuery(this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''));
    return poolQuery.apply(this, args);
  };
  return {
    count: () => statements.filter((statement) => !BACKGROUND_OR_CONTROL.test(statement.trim())).length,
    reset: () => { statements.length = 0; },
    stop: () => {
      dataSource.logger = originalLogger;
      pool.query = poolQuery;
    },
  };
}
