import type { Page } from '@cannaverse/contracts';
import { decodeCursor, encodeCursor, INT_ID_MAX, invalidCursor, isFirstPage, isIntId, isPgTimestamp } from '@cannaverse/platform';

/**
 * The popular list is ordered by (upvotes DESC, created_at DESC, id DESC): a page continues strictly
 * after the last row of the previous one, over strain_stories_popular_idx. An upvote meanwhile may
 * move a story up past the reader's position (it then does not show again on a later page), never
 * repeat one.
 */
export interface PopularPosition {
  upvotes: number;
  /** `created_at::text`, exact to the microsecond. */
  at: string;
  id: number;
}

export interface PopularRow {
  id: number;
  upvotes: number;
  cursor_at: string;
}

export const encodePopularCursor = (position: PopularPosition): string => encodeCursor({ u: position.upvotes, t: position.at, i: position.id });

/** The position a popular cursor names, null for the first page; a 400 for anything that is not one. */
export function decodePopularCursor(cursor: string | null | undefined): PopularPosition | null {
  if (isFirstPage(cursor)) return null;
  const { u: upvotes, t: at, i: id } = decodeCursor(cursor);
  const validUpvotes = typeof upvotes === 'number' && Number.isInteger(upvotes) && upvotes >= 0 && upvotes <= INT_ID_MAX;
  if (!validUpvotes || !isPgTimestamp(at) || typeof id !== 'number' || !isIntId(id)) throw invalidCursor();
  return { upvotes, at, id };
}

/** Turns `limit + 1` rows into a page whose cursor points after its last item. */
export function toPopularPage<TRow extends PopularRow, TItem>(rows: TRow[], limit: number, map: (row: TRow) => TItem): Page<TItem> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last ? encodePopularCursor({ upvotes: last.upvotes, at: last.cursor_at, id: last.id }) : null,
  };
}
