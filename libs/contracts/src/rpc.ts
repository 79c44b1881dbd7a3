import type { Actor } from './actor.js';

/**
 * Whom a call to a service is made for (the member, or null for a visitor or the system), and the
 * request it belongs to. The gateway makes one per HTTP request; a service passes on the RpcRequest
 * it is handling (one of these too) when it calls another service. ServiceClient sends `actor` in
 * the packet and `requestId` in the x-request-id NATS header, so log lines on both sides share it.
 */
export interface Caller {
  readonly actor: Actor | null;
  readonly requestId?: string;
}

/**
 * Envelope of every NATS request from the gateway (or another service) to a service. `requestId`
 * is not sent in the packet: the receiving service's NATS server sets it from the header.
 */
export interface RpcRequest<TData = unknown> extends Caller {
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
