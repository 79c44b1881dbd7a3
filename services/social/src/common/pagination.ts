import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, SocialMessages, type Page } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { isUuid } from './ids.js';

/** A position in a list ordered by (created_at, id); `at` is PostgreSQL's exact text of created_at. */
export interface KeysetPosition {
  at: string;
  id: string;
}

/** timestamptz::text, e.g. `2026-01-05 10:11:12.123456+00`: kept as text so no microsecond is lost. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
/** Past this offset the trending ranking is not worth paging through (and the scan gets costly). */
export const TRENDING_MAX_OFFSET = 1000;

/** `limit` may arrive as a number or, from a query string, as digits. Out of range is a 400, not clamped. */
export function parseLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return PAGE_DEFAULT_LIMIT;
  const limit = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX_LIMIT) {
    throw RpcError.badRequest(SocialMessages.invalidLimit);
  }
  return limit;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const decode = (cursor: string): unknown => {
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw RpcError.badRequest(SocialMessages.invalidCursor);
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw RpcError.badRequest(SocialMessages.invalidCursor);
  }
};

export const encodeKeysetCursor = (position: KeysetPosition) => encode({ t: position.at, i: position.id });

export function decodeKeysetCursor(cursor: string | null | undefined): KeysetPosition | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const value = decode(cursor) as { t?: unknown; i?: unknown } | null;
  if (typeof value?.t !== 'string' || !PG_TIMESTAMP.test(value.t) || !isUuid(value.i)) throw RpcError.badRequest(SocialMessages.invalidCursor);
  return { at: value.t, id: value.i };
}

/** Where a trending scroll is: an offset into the ranking computed at `referenceTime` (ms). */
export interface TrendingPosition {
  offset: number;
  referenceTime: number;
}

/** A trending scroll older than this starts over (400): its ranking is stale. */
const TRENDING_CURSOR_TTL_MS = 24 * 3_600_000;

export const encodeTrendingCursor = (position: TrendingPosition) => encode({ o: position.offset, n: position.referenceTime });

export function decodeTrendingCursor(cursor: string | null | undefined, now: number): TrendingPosition {
  if (cursor === undefined || cursor === null || cursor === '') return { offset: 0, referenceTime: now };
  const value = decode(cursor) as { o?: unknown; n?: unknown } | null;
  const offset = value?.o;
  const referenceTime = value?.n;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > TRENDING_MAX_OFFSET ||
      typeof referenceTime !== 'number' || !Number.isInteger(referenceTime) || referenceTime > now + 60_000 || referenceTime < now - TRENDING_CURSOR_TTL_MS) {
    throw RpcError.badRequest(SocialMessages.invalidCursor);
  }
  return { offset, referenceTime };
}

/** A row of a keyset-ordered list query: fetched with LIMIT limit + 1 to learn whether more follow. */
export interface KeysetRow {
  id: string;
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
