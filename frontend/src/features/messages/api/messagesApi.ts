import type {
  ConversationDto, CreateReportInput, MessageDto, MessageSettingsDto, Page, ReportOutcomeDto, ReportReceiptDto, UnreadCountDto,
} from '@cannaverse/contracts';
import { MessageLimits } from '@cannaverse/contracts';
import type { InfiniteData } from '@reduxjs/toolkit/query/react';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** Unread count polling (spec §9: every 30 s, only when signed in). */
export const UNREAD_POLL_MS = 30_000;
/** The open conversation is polled every 5 s (spec §4, §9). */
export const MESSAGE_POLL_MS = 5_000;

export type ConversationPages = InfiniteData<Page<MessageDto>, string | null>;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<UnreadCountDto, void>({
      query: () => '/api/messages/unread/count',
      providesTags: ['Unread'],
    }),
    /** The inbox, newest conversation first. */
    getConversations: build.infiniteQuery<Page<ConversationDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/messages', pageParam, { limit: 20 }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    /**
     * One conversation, newest page first; later pages are older messages (loaded on scroll-up).
     * Polling refetches the pages loaded so far, from the newest, so none can fall between them.
     */
    getConversation: build.infiniteQuery<Page<MessageDto>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl(`/api/messages/${encodeURIComponent(queryArg)}`, pageParam, { limit: MessageLimits.conversationPage }),
    }),
    sendMessage: build.mutation<MessageDto, { userId: string; content: string }>({
      query: ({ userId, content }) => ({ url: `/api/messages/${encodeURIComponent(userId)}`, method: 'POST', body: { content } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        // A failure reaches the form through unwrap(); here it must not become an unhandled rejection.
        const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
        if (!message) return;
        dispatch(messagesApi.util.updateQueryData('getConversation', userId, (draft: ConversationPages) => {
          if (draft.pages[0] && !draft.pages[0].items.some((item) => item.id === message.id)) draft.pages[0].items.unshift(message);
        }));
      },
      invalidatesTags: (message) => (message ? [{ type: 'Conversation', id: 'LIST' }] : []),
    }),
    reportMessage: build.mutation<ReportReceiptDto, { messageId: string } & CreateReportInput>({
      query: ({ messageId, reason }) => ({ url: `/api/messages/${encodeURIComponent(messageId)}/report`, method: 'POST', body: { reason } }),
    }),
    /** The member's reviewed reports they have not dismissed yet. */
    getReportOutcomes: build.query<Page<ReportOutcomeDto>, void>({
      query: () => '/api/messages/report-outcomes',
      providesTags: [{ type: 'ReportOutcome', id: 'LIST' }],
    }),
    dismissReportOutcome: build.mutation<{ ok: true }, string>({
      query: (reportId) => ({ url: `/api/messages/report-outcomes/${encodeURIComponent(reportId)}/dismiss`, method: 'POST' }),
      invalidatesTags: [{ type: 'ReportOutcome', id: 'LIST' }],
    }),
    getMessageSettings: build.query<MessageSettingsDto, void>({
      query: () => '/api/messages/settings',
      providesTags: ['MessageSettings'],
    }),
    updateMessageSettings: build.mutation<MessageSettingsDto, MessageSettingsDto>({
      query: (body) => ({ url: '/api/messages/settings', method: 'PUT', body }),
      // The choice shows at once and is undone if the server refuses it.
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const patch = dispatch(messagesApi.util.updateQueryData('getMessageSettings', undefined, (draft) => { draft.allowMessagesFrom = input.allowMessagesFrom; }));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) patch.undo();
      },
    }),
  }),
});

export const {
  useUnreadCountQuery, useGetConversationsInfiniteQuery, useGetConversationInfiniteQuery, useSendMessageMutation, useReportMessageMutation,
  useGetReportOutcomesQuery, useDismissReportOutcomeMutation, useGetMessageSettingsQuery, useUpdateMessageSettingsMutation,
} = messagesApi;
