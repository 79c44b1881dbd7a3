import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, PageMessages } from '@cannaverse/contracts';
import { RpcError } from '../errors/rpc-error.js';

/** `limit` may arrive as a number or, from a query string, as digits. Out of range is a 400, not clamped. */
export function parseLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return PAGE_DEFAULT_LIMIT;
  const limit = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX_LIMIT) {
    throw RpcError.badRequest(PageMessages.invalidLimit);
  }
  return limit;
}
