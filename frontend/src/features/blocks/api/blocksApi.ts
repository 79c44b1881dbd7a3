import type { BlockedMemberDto, BlockStatusDto, Page } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';
import { HIDDEN_CONTENT_TAGS } from './mutesApi';

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
    /**
     * Blocking ends follows both ways, so the profile's counts and Follow state are refetched too, and
     * hides each member's content from the other, so every list of content is (issue 24).
     */
    setBlocked: build.mutation<BlockStatusDto, { userId: string; blocked: boolean }>({
      query: ({ userId, blocked }) => ({ url: `/api/users/${encodeURIComponent(userId)}/block`, method: blocked ? 'POST' : 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'Block', id: userId }, { type: 'Block', id: 'LIST' }, { type: 'User', id: userId }, { type: 'Post', id: `USER-${userId}` },
        { type: 'MessageStatus', id: userId }, ...HIDDEN_CONTENT_TAGS,
      ],
    }),
  }),
});

export const { useGetBlockStatusQuery, useGetBlocksInfiniteQuery, useSetBlockedMutation } = blocksApi;
