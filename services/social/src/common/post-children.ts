import type { DataSource } from 'typeorm';
import { SocialMessages, type Page } from '@cannaverse/contracts';
import { validatePayload } from '@cannaverse/platform';
import { assertPostExists, requireId } from './ids.js';
import { postPagePayload } from './payloads.js';
import { decodeKeysetCursor, parseLimit, toKeysetPage, type KeysetRow } from './pagination.js';

/**
 * A page of the rows that hang off one post (comments, likes), oldest first, keyset on
 * (created_at, id). `select` reads from `alias` and must expose `id` and `cursor_at`;
 * `$1` is the post id and `$2` the row limit.
 */
export async function pageOfPostChildren<TRow extends KeysetRow, TItem>(
  dataSource: DataSource,
  input: unknown,
  { select, alias, map }: { select: string; alias: string; map: (row: TRow) => TItem },
): Promise<Page<TItem>> {
  const query = validatePayload(postPagePayload, input);
  const postId = requireId(query.postId, SocialMessages.postNotFound);
  const limit = parseLimit(query.limit);
  const after = decodeKeysetCursor(query.cursor);
  await assertPostExists(dataSource, postId);
  const params: unknown[] = [postId, limit + 1];
  const position = after
    ? `AND (${alias}.created_at, ${alias}.id) > ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::uuid)`
    : '';
  const rows: TRow[] = await dataSource.query(
    `${select} WHERE ${alias}.post_id = $1 ${position} ORDER BY ${alias}.created_at, ${alias}.id LIMIT $2`,
    params,
  );
  return toKeysetPage(rows, limit, map);
}
