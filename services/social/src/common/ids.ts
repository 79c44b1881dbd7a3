import type { EntityManager } from 'typeorm';
import { SocialMessages } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An id from a URL path. Anything that is not a UUID cannot name a row, so it is a 404
 * (never a 500 from PostgreSQL refusing to cast it).
 */
export function requireId(value: unknown, notFoundMessage: string): string {
  if (!isUuid(value)) throw RpcError.notFound(notFoundMessage);
  return value.toLowerCase();
}

/** Comments and likes hang off a post: a missing post is a 404 rather than an empty list. */
export async function assertPostExists(manager: Pick<EntityManager, 'query'>, postId: string): Promise<void> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM posts WHERE id = $1', [postId]);
  if (rows.length === 0) throw RpcError.notFound(SocialMessages.postNotFound);
}
