import { RpcError } from '@cannaverse/platform';

// The request helpers every route folder shares (a route folder imports no other route folder).

/** A parsed query string: a key repeated in the URL arrives as a list, any value is refused or parsed by the service. */
export type QueryParams = Record<string, unknown>;

/** The list parameters a query string may carry; anything else in it is ignored. */
export const pageQuery = (query: QueryParams | undefined) => ({
  limit: query?.limit,
  cursor: query?.cursor,
});

/**
 * A JSON body plus the id from the path (the path wins). No body at all is an empty object;
 * a body that is not an object is refused here rather than spread into the payload.
 */
export function bodyWith<TKey extends string>(body: unknown, key: TKey, id: string): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return { [key]: id };
  if (typeof body !== 'object' || Array.isArray(body)) throw RpcError.badRequest('Request body must be a JSON object');
  return { ...(body as Record<string, unknown>), [key]: id };
}
