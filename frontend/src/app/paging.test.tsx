import type { Page } from '@cannaverse/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { EARLY_FEED_PAGE_URL } from './early-requests';
import { cursorPaging, pageItems, pageUrl, queryRecord } from './paging';
import { mockApi } from './testing/mock-api';
import { renderWithApp } from './testing/render';
import { LoadMore } from './ui/LoadMore';

afterEach(() => vi.unstubAllGlobals());

describe('pageUrl', () => {
  it('writes the query in its order and the cursor last', () => {
    expect(pageUrl('/api/x', 'c2', { filter: 'recent', limit: 10 })).toBe('/api/x?filter=recent&limit=10&cursor=c2');
  });

  it('leaves out the cursor of the first page and the filters left blank', () => {
    expect(pageUrl('/api/grow-guides', null, { limit: 50, method: '', difficulty: undefined, search: 'soil' })).toBe('/api/grow-guides?limit=50&search=soil');
    expect(pageUrl('/api/x', null)).toBe('/api/x');
    // A list repeats its key; queryRecord turns a query string back into such a record.
    expect(pageUrl('/api/strains', 'c3', queryRecord('type=Indica&effects=Relaxed&effects=Sleepy'))).toBe('/api/strains?type=Indica&effects=Relaxed&effects=Sleepy&cursor=c3');
  });

  it('encodes values (a cursor is opaque)', () => {
    expect(pageUrl('/api/x', 'a+b/c=', { topic: 'Grow tips&more' })).toBe('/api/x?topic=Grow+tips%26more&cursor=a%2Bb%2Fc%3D');
  });

  it("builds the feed's first page exactly as early-requests.ts prefetches it", () => {
    expect(pageUrl('/api/posts', null, { sort: 'latest', limit: 10 })).toBe(EARLY_FEED_PAGE_URL);
  });
});

describe('cursorPaging', () => {
  it('starts without a cursor, follows nextCursor, and stops when it is null', () => {
    expect(cursorPaging.initialPageParam).toBeNull();
    expect(cursorPaging.getNextPageParam({ items: [], nextCursor: 'c2' })).toBe('c2');
    expect(cursorPaging.getNextPageParam({ items: [], nextCursor: null })).toBeUndefined();
  });
});

describe('pageItems', () => {
  it('joins the loaded pages in order, and is empty before the first', () => {
    expect(pageItems<number>(undefined)).toEqual([]);
    expect(pageItems({ pages: [{ items: [1, 2], nextCursor: 'c' }, { items: [3], nextCursor: null }], pageParams: [null, 'c'] })).toEqual([1, 2, 3]);
  });
});

// The helper as every feature uses it: an infinite query with cursorPaging and pageUrl, shown with pageItems and LoadMore.
const numbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPagingTestNumbers: build.infiniteQuery<Page<number>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/paging-test', pageParam, { kind: queryArg, limit: 2 }),
    }),
  }),
});

function Numbers() {
  const query = numbersApi.useGetPagingTestNumbersInfiniteQuery('odd');
  return (
    <>
      <ul>{pageItems(query.data).map((n) => <li key={n}>{n}</li>)}</ul>
      <LoadMore {...query} />
    </>
  );
}

describe('a paged list with cursorPaging, pageUrl, pageItems and LoadMore', () => {
  it('asks page after page with the previous cursor, shows them in order, and hides Load more after the last', async () => {
    const pages: Record<string, Page<number>> = { '': { items: [1, 3], nextCursor: 'c2' }, c2: { items: [5, 7], nextCursor: 'c3' }, c3: { items: [9], nextCursor: null } };
    const { calls } = mockApi({ 'GET /api/paging-test': ({ url }) => ({ body: pages[url.searchParams.get('cursor') ?? ''] }) });
    renderWithApp(<Numbers />);
    expect(await screen.findByText('3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('9')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '3', '5', '7', '9']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((call) => `${call.path}${call.url.search}`)).toEqual([
      '/api/paging-test?kind=odd&limit=2',
      '/api/paging-test?kind=odd&limit=2&cursor=c2',
      '/api/paging-test?kind=odd&limit=2&cursor=c3',
    ]);
  });
});
