import type {
  ChatRestrictionDto, ChatSettingsInput, CreateLiveStreamInput, LiveChatMessageDto, LiveStreamDto, MyLiveStreamDto, Page,
} from '@cannaverse/contracts';
import { api } from '../../../app/api';

const PAGE_SIZE = 12;
/** Chat history shown when a stream page opens (newest first from the server). */
export const CHAT_HISTORY_SIZE = 50;

const pageUrl = (path: string, cursor: string | null, limit = PAGE_SIZE) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
};

const cursorPaging = {
  initialPageParam: null,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor ?? undefined,
};

const streamPath = (id: number) => `/api/livestreams/${id}`;
/** The moderators' list of a stream's bans and timeouts (under the LiveChat tag: it is the chat's). */
const restrictionsTag = (streamId: number) => ({ type: 'LiveChat' as const, id: `restrictions:${streamId}` });

export const livestreamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Live streams first, then recent ones (spec §7: refreshed every 30 s by the grid). */
    getLivestreams: build.infiniteQuery<Page<LiveStreamDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/livestreams', pageParam),
      providesTags: [{ type: 'Livestream', id: 'LIST' }],
    }),
    getMyLivestreams: build.infiniteQuery<Page<MyLiveStreamDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/livestreams/mine', pageParam),
      providesTags: [{ type: 'Livestream', id: 'MINE' }],
    }),
    /** Refetched every 10 s by the stream page (spec §9). */
    getLivestream: build.query<LiveStreamDto, number>({
      query: (id) => streamPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Livestream', id }],
    }),
    createLivestream: build.mutation<MyLiveStreamDto, CreateLiveStreamInput>({
      query: (body) => ({ url: '/api/livestreams', method: 'POST', body }),
      invalidatesTags: (stream) => (stream ? [{ type: 'Livestream', id: 'LIST' }, { type: 'Livestream', id: 'MINE' }] : []),
    }),
    setLivestreamLive: build.mutation<LiveStreamDto, { id: number; live: boolean }>({
      query: ({ id, live }) => ({ url: `${streamPath(id)}/${live ? 'start' : 'end'}`, method: 'POST' }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Livestream', id }, { type: 'Livestream', id: 'LIST' }, { type: 'Livestream', id: 'MINE' }]),
    }),
    regenerateStreamKey: build.mutation<MyLiveStreamDto, number>({
      query: (id) => ({ url: `${streamPath(id)}/stream-key`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Livestream', id: 'MINE' }]),
    }),
    /** The creator or an admin deletes an ended stream's recording (the MP4 leaves the media store). */
    deleteRecording: build.mutation<LiveStreamDto, number>({
      query: (id) => ({ url: `${streamPath(id)}/recording`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Livestream', id }, { type: 'Livestream', id: 'MINE' }]),
    }),
    /** Recent chat, newest first; the chat shows it oldest first. */
    getChatHistory: build.query<Page<LiveChatMessageDto>, number>({
      query: (id) => pageUrl(`${streamPath(id)}/chats`, null, CHAT_HISTORY_SIZE),
      providesTags: (_result, _error, id) => [{ type: 'LiveChat', id }],
    }),
    deleteChatMessage: build.mutation<{ ok: true }, { streamId: number; messageId: number }>({
      query: ({ streamId, messageId }) => ({ url: `${streamPath(streamId)}/chats/${messageId}`, method: 'DELETE' }),
    }),
    banChatMember: build.mutation<unknown, { streamId: number; userId: string }>({
      query: ({ streamId, userId }) => ({ url: `${streamPath(streamId)}/bans`, method: 'POST', body: { userId } }),
      invalidatesTags: (_result, error, { streamId }) => (error ? [] : [restrictionsTag(streamId)]),
    }),
    timeoutChatMember: build.mutation<unknown, { streamId: number; userId: string; seconds: number }>({
      query: ({ streamId, userId, seconds }) => ({ url: `${streamPath(streamId)}/timeouts`, method: 'POST', body: { userId, seconds } }),
      invalidatesTags: (_result, error, { streamId }) => (error ? [] : [restrictionsTag(streamId)]),
    }),
    /** Active bans and timeouts, newest first (the creator and admins). */
    getChatRestrictions: build.infiniteQuery<Page<ChatRestrictionDto>, number, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl(`${streamPath(queryArg)}/restrictions`, pageParam),
      providesTags: (_result, _error, streamId) => [restrictionsTag(streamId)],
    }),
    liftChatRestriction: build.mutation<{ ok: true }, { streamId: number; userId: string }>({
      query: ({ streamId, userId }) => ({ url: `${streamPath(streamId)}/restrictions/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { streamId }) => (error ? [] : [restrictionsTag(streamId)]),
    }),
    updateChatSettings: build.mutation<LiveStreamDto, { streamId: number } & ChatSettingsInput>({
      query: ({ streamId, slowModeSeconds }) => ({ url: `${streamPath(streamId)}/chat-settings`, method: 'PUT', body: { slowModeSeconds } }),
      invalidatesTags: (_result, error, { streamId }) => (error ? [] : [{ type: 'Livestream', id: streamId }]),
    }),
  }),
});

export const {
  useGetLivestreamsInfiniteQuery,
  useGetMyLivestreamsInfiniteQuery,
  useGetLivestreamQuery,
  useCreateLivestreamMutation,
  useSetLivestreamLiveMutation,
  useRegenerateStreamKeyMutation,
  useDeleteRecordingMutation,
  useGetChatHistoryQuery,
  useDeleteChatMessageMutation,
  useBanChatMemberMutation,
  useTimeoutChatMemberMutation,
  useGetChatRestrictionsInfiniteQuery,
  useLiftChatRestrictionMutation,
  useUpdateChatSettingsMutation,
} = livestreamsApi;
