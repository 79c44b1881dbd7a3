import type { Page } from '@cannaverse/contracts';
import { decodeCursor, encodeCursor, invalidCursor, isFirstPage } from './cursor-codec.js';
import { isUuid } from './ids.js';
import { isPgTimestamp } from './pg-timestamp.js';

/**
 * Keyset pagination of a stored ranking (the trending feed): a page starts strictly after the
 * last row of the previous one in the order (score DESC, created_at DESC, id DESC), so the query
 * walks an index on those columns whatever the page number (no offset, no sort of the window).
 *
 * The cursor also names the ranking it was read from (`rankedAt`, the moment every stored score
 * was evaluated at). While that ranking stands the next page continues from the cursor's own
 * score; once the periodic refresh has re-scored the window, it continues from the last post's
 * current score instead (see the query), i.e. right after the last post the member saw.
 */
export interface RankedPosition {
  score: number;
  /** PostgreSQL's exact text of the row's created_at. */
  at: string;
  id: string;
  /** PostgreSQL's exact text of the ranking's moment. */
  rankedAt: string;
}

export const encodeRankedCursor = (position: RankedPosition): string =>
  encodeCursor({ s: position.score, t: position.at, i: position.id, r: position.rankedAt });

/** The position a cursor names, null for the first page; a 400 unless every part is valid SQL input. */
export function decodeRankedCursor(cursor: string | null | undefined): RankedPosition | null {
  if (isFirstPage(cursor)) return null;
  const { s: score, t: at, i: id, r: rankedAt } = decodeCursor(cursor);
  if (typeof score !== 'number' || !Number.isFinite(score) || !isPgTimestamp(at) || !isUuid(id) || !isPgTimestamp(rankedAt)) throw invalidCursor();
  return { score, at, id, rankedAt };
}

/** A row of a ranked list query, fetched with `LIMIT limit + 1` to learn whether more follow. */
export interface RankedRow {
  id: string;
  /** `created_at::text` */
  cursor_at: string;
  rank_score: number;
  /** `ranked_at::text` of the ranking the row was read from. */
  ranked_at: string;
}

/** Turns `limit + 1` ranked rows into a page whose cursor points after its last item. */
export function toRankedPage<TRow extends RankedRow, TItem>(rows: TRow[], limit: number, map: (row: TRow) => TItem): Page<TItem> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last
      ? encodeRankedCursor({ score: last.rank_score, at: last.cursor_at, id: last.id, rankedAt: last.ranked_at })
      : null,
  };
}
