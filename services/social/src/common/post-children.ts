import * as yup from 'yup';
import { SocialMessages, type Actor, type Page } from '@cannaverse/contracts';
import {
  decodeKeysetCursor, keysetSql, pageFields, parseLimit, requestSchema, requireId, RpcError, toKeysetPage, validatePayload, type KeysetPosition, type KeysetRow,
} from '@cannaverse/platform';
import { blockedOpener, visibleAuthorSql } from './visibility.js';
import type { PostsRepository } from '../posts/posts.repository.js';

const postPagePayload = requestSchema({ postId: yup.string().required('postId is required'), ...pageFields });

/** Which page of a post's comments or likes to read. */
export interface PostChildrenQuery {
  postId: string;
  limit: number;
  after: KeysetPosition | null;
}

/**
 * The rules of a list that hangs off one post (comments, likes): the request is checked, a
 * missing post (or one a block hides from the actor, as when it is opened) is a 404 rather than an
 * empty list, and `limit + 1` rows become a keyset page.
 */
export async function pageOfPostChildren<TRow extends KeysetRow, TItem>(
  actor: Actor | null,
  input: unknown,
  posts: PostsRepository,
  fetch: (query: PostChildrenQuery) => Promise<TRow[]>,
  map: (row: TRow) => TItem,
): Promise<Page<TItem>> {
  const query = validatePayload(postPagePayload, input);
  const postId = requireId(query.postId, SocialMessages.postNotFound);
  const limit = parseLimit(query.limit);
  const after = decodeKeysetCursor(query.cursor);
  if (!(await posts.exists(postId, blockedOpener(actor)))) throw RpcError.notFound(SocialMessages.postNotFound);
  return toKeysetPage(await fetch({ postId, limit, after }), limit, map);
}

/**
 * The SQL of such a page, oldest first (a conversation reads top-down), keyset on (created_at, id)
 * over the child table's (post_id, created_at, id) index. `select` reads the table as `alias`;
 * `visible` leaves out rows moderators removed (comments).
 */
export function postChildrenSql(
  select: string, alias: string, { postId, limit, after }: PostChildrenQuery, viewerId: string | null = null, visible = 'true',
): { sql: string; params: unknown[] } {
  const params: unknown[] = [postId, limit + 1];
  // A viewer does not see what members they block, who block them or whom they mute wrote (issue 24).
  const hidden = viewerId === null ? '' : `AND ${visibleAuthorSql(`${alias}.user_id`, `$${params.push(viewerId)}::uuid`)}`;
  const keyset = keysetSql({ createdAt: `${alias}.created_at`, id: `${alias}.id`, idKind: 'uuid', order: 'asc' }, after, params);
  return { sql: `${select} WHERE ${alias}.post_id = $1 AND ${visible} ${hidden} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`, params };
}
