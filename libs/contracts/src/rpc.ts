import type { Actor } from './actor.js';

/** Envelope of every NATS request from the gateway (or another service) to a service. */
export interface RpcRequest<TData = unknown> {
  actor: Actor | null;
  data: TData;
}

/** What a failing handler answers with; the gateway maps `status` to the HTTP status. */
export interface RpcErrorBody {
  status: number;
  message: string;
  /** Extra fields copied into the HTTP error body, e.g. `{ error }` or `{ premiumContent: true }`. */
  extra?: Record<string, unknown>;
}

export const isRpcErrorBody = (value: unknown): value is RpcErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RpcErrorBody).status === 'number' &&
  typeof (value as RpcErrorBody).message === 'string';

/** Cursor-paginated list answer. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}


export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;

/** What every list answers for a bad `limit` or a forged, stale or garbled `cursor` (400). */
export const PageMessages = {
  invalidCursor: 'Invalid cursor',
  invalidLimit: `limit must be a whole number from 1 to ${PAGE_MAX_LIMIT}`,
} as const;
