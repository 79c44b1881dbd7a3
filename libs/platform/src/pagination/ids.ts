import { UUID_PATTERN } from '@cannaverse/contracts';
import { RpcError } from '../errors/rpc-error.js';

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * An id from a URL path or a payload. Anything that is not a UUID cannot name a row, so it is a
 * 404 (never a 500 from PostgreSQL refusing to cast it). Answers the canonical lower-case form.
 */
export function requireId(value: unknown, notFoundMessage: string): string {
  if (!isUuid(value)) throw RpcError.notFound(notFoundMessage);
  return value.toLowerCase();
}

/** PostgreSQL `integer` (serial) ids: 1 … 2^31 − 1; a larger number would fail the cast in SQL. */
export const INT_ID_MAX = 2_147_483_647;

/** A positive `integer` id, as a number or as the digits a URL path carries. */
export const isIntId = (value: unknown): value is number | string => parseIntId(value) !== null;

const parseIntId = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= INT_ID_MAX ? number : null;
};

/** `requireId` for tables keyed by `serial` (strain stories, live streams): a 404 unless it can name a row. */
export function requireIntId(value: unknown, notFoundMessage: string): number {
  const id = parseIntId(value);
  if (id === null) throw RpcError.notFound(notFoundMessage);
  return id;
}
