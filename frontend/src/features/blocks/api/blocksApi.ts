import type { BlockedMemberDto, BlockStatusDto, Page } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

export const blocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlockStatus: build.query<BlockStatusDto, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}/block`,
      providesTags: (_result, _error, userId) => [{ type: 'Block', id: userId }],
    }),
    getBlocks: build.infiniteQuery<Page<BlockedMemberDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/blocks', pageParam, { limit: 20 }),
      providesTags: [{ type: 'Block', id: 'LIST' }],
    }),
    /** Blocking ends follows both ways, so the profile's counts and Follow state are refetched too. */
    setBlocked: build.mutation<BlockStatusDto, { userId: string; blocked: boolean }>({
      query: ({ userId, blocked }) => ({ url: `/api/users/${encodeURIComponent(userId)}/block`, method: blocked ? 'POST' : 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Block', id: userId }, { type: 'Block', id: 'LIST' }, { type: 'User', id: userId }, { type: 'Post', id: 'FOLLOWING' }],
    }),
  }),
});

export const { useGetBlockStatusQuery, useGetBlocksInfiniteQuery, useSetBlockedMutation } = blocksApi;
