import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { pgErrorCode, PgErrorCodes } from './pg-errors.js';

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

/** How many distinct statements one reader prepares; any more run as plain queries. */
export const PREPARED_STATEMENTS_PER_READER = 64;

/**
 * Statement names by text, for texts run as named prepared statements: a name made from the text,
 * so two readers (or two replicas' pools) never give one name two texts, and at most `limit`
 * texts, since a connection keeps what it prepared for its life (null: run as a plain query).
 * Only those texts are remembered: a reader whose texts vary (the strain library's filters) does
 * not keep every variant it ever ran.
 */
class StatementNames {
  private readonly names = new Map<string, string | null>();

  constructor(private readonly limit: number) {}

  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.limit) return null;
    const name = `cv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  /** From now on `text` runs as a plain query. */
  unprepare(text: string): void {
    this.names.set(text, null);
  }
}

/** PostgreSQL refusing a prepared statement whose answer's columns a migration changed meanwhile. */
const isStalePlan = (error: unknown): boolean =>
  pgErrorCode(error) === PgErrorCodes.featureNotSupported && /cached plan must not change result type/.test(String((error as Error).message));

const writeStatements = new StatementNames(PREPARED_STATEMENTS_PER_READER);

/**
 * `db` (a transaction's manager, usually) with each statement run as a named prepared statement, on
 * the same connection and with TypeORM's answers (`[rows, count]` for UPDATE and DELETE, as
 * `manager.query`): for the statements every write of a hot path runs (a post's insert and the
 * read of it, the outbox row, the inbox row), which PostgreSQL otherwise parses and plans each time
 * (the read of a new post: about 0.3 ms to plan, 0.03 to run; issue 28). Fixed texts only, values
 * always bound. In a transaction a statement whose plan a migration made stale fails the
 * transaction (it cannot be repeated there, as poolReader does): the text runs plain from then on,
 * and the caller's retry (a consumer's redelivery, the member's second click) succeeds.
 */
export function prepared(db: Queryable): Queryable {
  return {
    query: async (text: string, values?: unknown[]) => {
      // A statement already named (`db` is itself prepared()) goes as it is.
      const name = typeof text === 'string' ? writeStatements.nameOf(text) : null;
      if (name === null) return db.query(text, values);
      try {
        // TypeORM hands the query to pg as it is: pg takes a { name, text } config as a prepared statement.
        return await db.query({ name, text } as unknown as string, values);
      } catch (error) {
        if (isStalePlan(error)) writeStatements.unprepare(text);
        throw error;
      }
    },
  } as Queryable;
}

/**
 * Reads straight from the DataSource's pg pool, for the hot reads outside any transaction (the
 * feed's lists, a profile by id on every page load): TypeORM's `query` makes a QueryRunner, takes
 * and releases a pool client and checks its logger each time, for the same SQL. SELECTs only:
 * answers the rows, never TypeORM's `[rows, count]` of an UPDATE.
 *
 * Each statement runs as a named prepared statement (issue 28): PostgreSQL parses and plans it once
 * per connection instead of on every call, and after five runs keeps a generic plan when it costs
 * no more than planning each time. Planning was most of the feed query's cost (3 ms to plan, 2 to
 * run, cold; the query alone ran 2.3× as often prepared). A connection keeps what it prepared for
 * its life, so only a bounded set of texts is prepared: a reader's first
 * PREPARED_STATEMENTS_PER_READER distinct texts (ours are a handful, built from fixed fragments,
 * values always bound), the rest run as plain queries. `prepare: false` runs every text as a plain
 * query: for lists whose text varies with what the visitor picks (the strain library's filters and
 * search), where a generic plan could ignore a bound search pattern.
 */
export function poolReader(dataSource: DataSource, { prepare = true }: { prepare?: boolean } = {}): Queryable {
  type PoolQuery = (query: string | { name: string; text: string; values?: unknown[] }, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  const pool = (dataSource.driver as unknown as { master: { query: PoolQuery } }).master;
  const names = new StatementNames(prepare ? PREPARED_STATEMENTS_PER_READER : 0);
  return {
    query: async (text: string, values?: unknown[]) => {
      const name = names.nameOf(text);
      if (name === null) return (await pool.query(text, values)).rows;
      try {
        return (await pool.query({ name, text, values })).rows;
      } catch (error) {
        // A migration changed the type of a column the statement answers (a newer replica migrated
        // while this one runs): PostgreSQL refuses the statement on every connection that prepared
        // it. A read is safe to repeat: from now on this text runs as a plain query.
        if (!isStalePlan(error)) throw error;
        names.unprepare(text);
        return (await pool.query(text, values)).rows;
      }
    },
  } as Queryable;
}
