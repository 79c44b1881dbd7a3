import type { Page, SearchKind, SearchResultsByKind, SuggestedMember } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** Results per page of one kind on the search page (the All tab shows the first five of each). */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchKindArg {
  q: string;
  type: SearchKind;
}

/**
 * The search page asks each kind on its own (`GET /api/search?q=&type=`), in parallel, so each
 * tab and section shows its results as they arrive and one slow area holds no other.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchKind: build.infiniteQuery<Page<SearchResultsByKind[SearchKind]>, SearchKindArg, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg: { q, type }, pageParam }) => pageUrl('/api/search', pageParam, { q, type, limit: SEARCH_PAGE_SIZE }),
      keepUnusedDataFor: 60,
    }),
    suggestedMembers: build.query<SuggestedMember[], void>({
      query: () => '/api/members/suggested?limit=6',
      providesTags: [{ type: 'User', id: 'SUGGESTED' }],
    }),
  }),
});

export const { useSearchKindInfiniteQuery, useSuggestedMembersQuery } = searchApi;
