import { randomUUID } from 'node:crypto';

/**
 * Request ids. The gateway makes (or accepts) one per request and hands it, with the member, to
 * every service call as a `Caller` (@cannaverse/contracts); ServiceClient carries it in the NATS
 * header below, the service's NATS server puts it on the RpcRequest its handler receives, and
 * each side writes it on its log lines for the request.
 *
 * The id travels as a value, not in an AsyncLocalStorage: on Node 20 one storage in use makes every
 * promise of the process run async hooks, which cost each process about a tenth of its CPU per
 * request (docs/decisions.md, "What AsyncLocalStorage costs").
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids we accept from a client or a proxy: short, printable, no spaces (they end up in logs). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const isAcceptableRequestId = (value: unknown): value is string => typeof value === 'string' && ACCEPTED_ID.test(value);

/** The caller's id when it is acceptable, else a fresh one. */
export const requestIdFrom = (candidate: unknown): string => (isAcceptableRequestId(candidate) ? candidate : randomUUID());
