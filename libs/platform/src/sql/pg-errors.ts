/** PostgreSQL error codes the services turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** Among others: a prepared statement whose answer's columns a migration changed. */
  featureNotSupported: '0A000',
} as const;

interface PgFailure {
  code?: string;
  constraint?: string;
  /** TypeORM wraps the driver's error in a QueryFailedError. */
  driverError?: { code?: string; constraint?: string };
}

/** The SQLSTATE of a failed query, from pg's error or TypeORM's wrapper around it. */
export function pgErrorCode(error: unknown): string | undefined {
  const failure = (error ?? {}) as PgFailure;
  return failure.code ?? failure.driverError?.code;
}

/** The violated constraint's name when the query broke a unique index (23505), else null. */
export function uniqueViolation(error: unknown): string | null {
  if (pgErrorCode(error) !== PgErrorCodes.uniqueViolation) return null;
  const failure = error as PgFailure;
  return failure.constraint ?? failure.driverError?.constraint ?? 'unique';
}

/** True when the query referenced a row that is gone (23503), e.g. a like of a post deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === PgErrorCodes.foreignKeyViolation;
