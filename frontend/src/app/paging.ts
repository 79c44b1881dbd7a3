import type { Page } from '@cannaverse/contracts';
import type { InfiniteData } from '@reduxjs/toolkit/query/react';

/**
 * Every list the gateway pages answers `Page<T>` with an opaque `nextCursor` (null on the last
 * page). This is the one RTK Query config for such a list: the first page is asked without a
 * cursor, each next one with the previous page's cursor, and there is no next page when it is null.
 * Use it as `build.infiniteQuery<Page<T>, Arg, string | null>({ infiniteQueryOptions: cursorPaging, ... })`
 * and show the pages with `pageItems` and `<LoadMore>` (app/ui/LoadMore.tsx).
 */
export const cursorPaging = {
  initialPageParam: null,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor ?? undefined,
};

/**
 * The URL of one page: `query` in its given order (an undefined or empty value is left out, so a
 * filter the member left blank is not sent; a list repeats its key), then the cursor when there is one. The order matters
 * to one caller: the first feed page must equal early-requests.ts's prefetched URL.
 */
export function pageUrl(path: string, cursor: string | null, query: Record<string, string | number | readonly string[] | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // A list is a repeated key (the strain library's effects=…&effects=…).
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Every item of the pages loaded so far, in page order (empty before the first page arrives). */
export function pageItems<T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** A query string as pageUrl's `query`, repeated keys as lists, in their order. */
export function queryRecord(queryString: string): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(queryString)) (record[name] ??= []).push(value);
  return record;
}
