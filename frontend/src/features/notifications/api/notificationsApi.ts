import type { NotificationDto, NotificationSettingsDto, Page, UnreadNotificationsDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** The bell's polling, the fallback (spec §9's 30 s, as the messages badge). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<UnreadNotificationsDto, void>({
      query: () => '/api/notifications/unread/count',
      providesTags: ['NotificationUnread'],
    }),
    /** Newest group first. */
    getNotifications: build.infiniteQuery<Page<NotificationDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/notifications', pageParam, { limit: 20 }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    /** All, or the groups up to `upTo` (what the member has seen). */
    markNotificationsRead: build.mutation<UnreadNotificationsDto, { upTo?: string }>({
      query: (body) => ({ url: '/api/notifications/read', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(notificationsApi.util.upsertQueryData('unreadNotifications', undefined, data));
      },
    }),
    getNotificationSettings: build.query<NotificationSettingsDto, void>({
      query: () => '/api/notifications/settings',
      providesTags: ['NotificationSettings'],
    }),
    updateNotificationSettings: build.mutation<NotificationSettingsDto, Partial<NotificationSettingsDto>>({
      query: (body) => ({ url: '/api/notifications/settings', method: 'PUT', body }),
      // The switch moves at once and moves back if the server refuses.
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificationsApi.util.updateQueryData('getNotificationSettings', undefined, (draft) => { Object.assign(draft, input); }));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) patch.undo();
      },
    }),
  }),
});

export const {
  useUnreadNotificationsQuery, useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation,
  useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation,
} = notificationsApi;
