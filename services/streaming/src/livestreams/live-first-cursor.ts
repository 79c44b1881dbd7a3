import { decodeCursor, encodeCursor, invalidCursor, isFirstPage, isIntId, isPgTimestamp, type KeysetPosition } from '@cannaverse/platform';

/**
 * The public list shows live streams first, then the others, each part newest first. A page may
 * end in either part, so its cursor says which one (`p`) besides the kit's keyset position.
 */
export type ListPart = 'live' | 'recent';

export interface LiveFirstPosition {
  part: ListPart;
  after: KeysetPosition<number> | null;
}

export const encodeLiveFirstCursor = (part: ListPart, after: KeysetPosition<number>): string =>
  encodeCursor({ p: part, t: after.at, i: after.id });

/** The first page, or the position a cursor names; a 400 `Invalid cursor` for anything else. */
export function decodeLiveFirstCursor(cursor: string | null | undefined): LiveFirstPosition {
  if (isFirstPage(cursor)) return { part: 'live', after: null };
  const { p: part, t: at, i: id } = decodeCursor(cursor);
  if ((part !== 'live' && part !== 'recent') || !isPgTimestamp(at) || typeof id !== 'number' || !isIntId(id)) throw invalidCursor();
  return { part, after: { at, id } };
}
