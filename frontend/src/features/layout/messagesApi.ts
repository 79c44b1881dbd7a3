import { api } from '../../app/api';

/** Unread count polling (spec §9: every 30 s, only when signed in). */
export const UNREAD_POLL_MS = 30_000;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<{ count: number }, void>({
      query: () => '/api/messages/unread/count',
      providesTags: ['Unread'],
    }),
  }),
});

export const { useUnreadCountQuery } = messagesApi;
