import type { Page } from '@cannaverse/contracts';
import { decodeCursor, encodeCursor, invalidCursor, isFirstPage } from './cursor-codec.js';

/**
 * Pagination of a ranking (the trending feed): an offset into the ranking computed at
 * `referenceTime`, so every page of one scroll is ranked against the same moment and the order
 * does not shift between pages.
 */
export interface RankedPosition {
  offset: number;
  /** Epoch milliseconds. */
  referenceTime: number;
}

export interface RankedLimits {
  /** Past this offset the ranking is not worth paging through (and the scan gets costly). */
  maxOffset: number;
  /** A scroll older than this starts over (400): its ranking is stale. */
  ttlMs: number;
}

export const TRENDING_LIMITS: RankedLimits = { maxOffset: 1000, ttlMs: 24 * 3_600_000 };

/** A reference time this far ahead of the server's clock is a forgery, not clock skew. */
const FUTURE_SKEW_MS = 60_000;

export const encodeRankedCursor = (position: RankedPosition): string => encodeCursor({ o: position.offset, n: position.referenceTime });

export function decodeRankedCursor(cursor: string | null | undefined, now: number, limits: RankedLimits = TRENDING_LIMITS): RankedPosition {
  if (isFirstPage(cursor)) return { offset: 0, referenceTime: now };
  const { o: offset, n: referenceTime } = decodeCursor(cursor);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > limits.maxOffset ||
      typeof referenceTime !== 'number' || !Number.isInteger(referenceTime) ||
      referenceTime > now + FUTURE_SKEW_MS || referenceTime < now - limits.ttlMs) {
    throw invalidCursor();
  }
  return { offset, referenceTime };
}

/** Turns `limit + 1` ranked rows into a page; the scroll ends at `maxOffset`. */
export function toRankedPage<TRow, TItem>(rows: TRow[], limit: number, position: RankedPosition, map: (row: TRow) => TItem, limits: RankedLimits = TRENDING_LIMITS): Page<TItem> {
  const items = rows.slice(0, limit);
  const nextOffset = position.offset + items.length;
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && nextOffset <= limits.maxOffset ? encodeRankedCursor({ offset: nextOffset, referenceTime: position.referenceTime }) : null,
  };
}
