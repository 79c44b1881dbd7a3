import type { MessageStatusDto, MutedMemberDto, MutedWordsDto, MuteStatusDto, Page } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/**
 * What a block, a mute or the muted words change (issue 24): every list of members' content the web
 * app holds (feeds, profiles' posts, topics, comments, stories, live chat) is refetched.
 */
export const HIDDEN_CONTENT_TAGS = [
  { type: 'Post' as const, id: 'LIST' }, { type: 'Post' as const, id: 'TRENDING' }, { type: 'Post' as const, id: 'FOLLOWING' },
  { type: 'Post' as const, id: 'TOPICS' }, 'Comment' as const, 'Story' as const, 'LiveChat' as const,
];

export const mutesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMuteStatus: build.query<MuteStatusDto, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}/mute`,
      providesTags: (_result, _error, userId) => [{ type: 'Mute', id: userId }],
    }),
    getMutes: build.infiniteQuery<Page<MutedMemberDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/mutes', pageParam, { limit: 20 }),
      providesTags: [{ type: 'Mute', id: 'LIST' }],
    }),
    setMuted: build.mutation<MuteStatusDto, { userId: string; muted: boolean }>({
      query: ({ userId, muted }) => ({ url: `/api/users/${encodeURIComponent(userId)}/mute`, method: muted ? 'POST' : 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'Mute', id: userId }, { type: 'Mute', id: 'LIST' }, { type: 'Post', id: `USER-${userId}` }, ...HIDDEN_CONTENT_TAGS,
      ],
    }),
    getMutedWords: build.query<MutedWordsDto, void>({
      query: () => '/api/me/muted-words',
      providesTags: ['MutedWords'],
    }),
    updateMutedWords: build.mutation<MutedWordsDto, string[]>({
      query: (words) => ({ url: '/api/me/muted-words', method: 'PUT', body: { words } }),
      invalidatesTags: ['MutedWords', ...HIDDEN_CONTENT_TAGS],
    }),
    /** Whether the member may message someone: the conversation shows a clear state instead of a box that fails. */
    getMessageStatus: build.query<MessageStatusDto, string>({
      query: (userId) => `/api/messages/${encodeURIComponent(userId)}/status`,
      providesTags: (_result, _error, userId) => [{ type: 'MessageStatus', id: userId }],
    }),
  }),
});

export const {
  useGetMuteStatusQuery, useGetMutesInfiniteQuery, useSetMutedMutation, useGetMutedWordsQuery, useUpdateMutedWordsMutation, useGetMessageStatusQuery,
} = mutesApi;
