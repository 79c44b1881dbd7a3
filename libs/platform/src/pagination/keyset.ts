import type { Page } from '@cannaverse/contracts';
import { decodeCursor, encodeCursor, invalidCursor, isFirstPage } from './cursor-codec.js';
import { isIntId, isUuid } from './ids.js';
import { isPgTimestamp } from './pg-timestamp.js';

/**
 * Keyset pagination on (created_at, id): a page starts strictly after the last row of the previous
 * one, so rows inserted meanwhile are neither skipped nor repeated, and the query walks an index
 * on (created_at, id) whatever the page number.
 */

/** Ids are UUIDs (posts, comments) or `serial` integers (strain stories, live streams). */
export type KeysetIdKind = 'uuid' | 'int';
type IdOf<K extends KeysetIdKind> = K extends 'int' ? number : string;

/** A position in a list ordered by (created_at, id); `at` is PostgreSQL's exact text of created_at. */
export interface KeysetPosition<TId extends string | number = string> {
  at: string;
  id: TId;
}

export const encodeKeysetCursor = (position: KeysetPosition<string | number>): string => encodeCursor({ t: position.at, i: position.id });

/** The position a cursor names, null for the first page; a 400 unless every part is valid SQL input. */
export function decodeKeysetCursor<K extends KeysetIdKind = 'uuid'>(cursor: string | null | undefined, idKind?: K): KeysetPosition<IdOf<K>> | null {
  if (isFirstPage(cursor)) return null;
  const { t: at, i: id } = decodeCursor(cursor);
  const validId = (idKind ?? 'uuid') === 'int' ? typeof id === 'number' && isIntId(id) : isUuid(id);
  if (!isPgTimestamp(at) || !validId) throw invalidCursor();
  return { at, id: id as IdOf<K> };
}

/** A row of a keyset-ordered list query: fetched with `LIMIT limit + 1` to learn whether more follow. */
export interface KeysetRow {
  id: string | number;
  /** `created_at::text`, selected next to created_at so the cursor keeps every microsecond. */
  cursor_at: string;
}

/** Turns `limit + 1` rows into a page whose cursor points after its last item. */
export function toKeysetPage<TRow extends KeysetRow, TItem>(rows: TRow[], limit: number, map: (row: TRow) => TItem): Page<TItem> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export interface KeysetColumns {
  /** e.g. `c.created_at` */
  createdAt: string;
  /** e.g. `c.id` */
  id: string;
  idKind: KeysetIdKind;
  /** `asc` reads a conversation top-down (comments); `desc` is newest first (feeds). */
  order: 'asc' | 'desc';
}

/**
 * The SQL of a keyset page: `and` restricts to rows after the position (empty on the first page),
 * `orderBy` is the matching order. The position's values are appended to `params`.
 */
export function keysetSql(columns: KeysetColumns, after: KeysetPosition<string | number> | null, params: unknown[]): { and: string; orderBy: string } {
  const direction = columns.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = `${columns.createdAt} ${direction}, ${columns.id} ${direction}`;
  if (!after) return { and: '', orderBy };
  const comparison = columns.order === 'asc' ? '>' : '<';
  const idType = columns.idKind === 'int' ? 'int' : 'uuid';
  return {
    and: `AND (${columns.createdAt}, ${columns.id}) ${comparison} ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::${idType})`,
    orderBy,
  };
}
