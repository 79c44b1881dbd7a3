import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request a piece of work belongs to. The gateway makes (or accepts) the id, ServiceClient
 * carries it to the service in the NATS header below, and the logger adds it to every line
 * written while that request is handled, on both sides.
 */
export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';

const storage = new AsyncLocalStorage<RequestContext>();

/** Ids we accept from a client or a proxy: short, printable, no spaces (they end up in logs). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const isAcceptableRequestId = (value: unknown): value is string => typeof value === 'string' && ACCEPTED_ID.test(value);

/** The caller's id when it is acceptable, else a fresh one. */
export const requestIdFrom = (candidate: unknown): string => (isAcceptableRequestId(candidate) ? candidate : randomUUID());

export const runWithRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
