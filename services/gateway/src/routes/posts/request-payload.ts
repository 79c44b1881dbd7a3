import { RpcError } from '@cannaverse/platform';

/** The list parameters a query string may carry; anything else in it is ignored. */
export const pageQuery = (query: Record<string, unknown> | undefined) => ({
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
