import { PageMessages, SearchLimits, SearchMessages } from '@cannaverse/contracts';
import { RpcError } from '../errors/rpc-error.js';
import { isUuid } from './ids.js';
import { decodeCursor, encodeCursor, invalidCursor, isFirstPage } from './cursor-codec.js';

/** One kind's search as a service receives it from the gateway (SearchKindQuery), checked. */
export interface ParsedSearchQuery {
  q: string;
  limit: number;
  cursor: string | null;
  hiddenUserIds: string[];
  /** Members only: also names merely similar to the text (SearchKindQuery.similarNames; true unless false). */
  similarNames: boolean;
}

/** The gateway checks the same; a service does not trust its callers' shapes either. */
export function parseSearchQuery(input: unknown): ParsedSearchQuery {
  const data = (input ?? {}) as Record<string, unknown>;
  const q = typeof data.q === 'string' ? data.q.trim().replace(/\s+/g, ' ') : '';
  if (q === '') throw RpcError.badRequest(SearchMessages.queryRequired);
  if (q.length > SearchLimits.queryMax) throw RpcError.badRequest(SearchMessages.queryMax);
  const rawLimit = data.limit ?? SearchLimits.pageDefault;
  const limit = typeof rawLimit === 'string' && /^\d{1,3}$/.test(rawLimit) ? Number(rawLimit) : rawLimit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SearchLimits.pageMax) throw RpcError.badRequest(SearchMessages.invalidLimit);
  const cursor = isFirstPage(data.cursor) ? null : typeof data.cursor === 'string' ? data.cursor : null;
  if (!isFirstPage(data.cursor) && cursor === null) throw invalidCursor();
  const hidden = Array.isArray(data.hiddenUserIds) ? data.hiddenUserIds.filter(isUuid) : [];
  return { q, limit, cursor, hiddenUserIds: hidden, similarNames: data.similarNames !== false };
}

/**
 * Relevance-ordered kinds page by position (their order is a computed score, not an index order):
 * the cursor carries the offset, at most SearchLimits.depthMax deep. A 400 for anything else.
 */
export function decodeOffsetCursor(cursor: string | null): number {
  if (cursor === null) return 0;
  const { o } = decodeCursor(cursor);
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > SearchLimits.depthMax) throw RpcError.badRequest(PageMessages.invalidCursor);
  return o;
}

/** `limit + 1` rows read from `offset` as a page whose cursor continues after it (none past depthMax). */
export function toOffsetPage<TRow, TItem>(rows: TRow[], offset: number, limit: number, map: (row: TRow) => TItem): { items: TItem[]; nextCursor: string | null } {
  const items = rows.slice(0, limit).map(map);
  const next = offset + limit;
  return { items, nextCursor: rows.length > limit && next <= SearchLimits.depthMax ? encodeCursor({ o: next }) : null };
}
