import type {
  AdminMessageStatsDto, MessageReportDto, Page, ReportStatusFilter, ReviewedReportStatus, UserMessageDto,
} from '@cannaverse/contracts';
import { api } from '../../../app/api';

const paging = {
  initialPageParam: null,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor ?? undefined,
};

const withCursor = (path: string, params: Record<string, string>, cursor: string | null) => {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
};

/** Every call here is audited on the server when it shows message text. */
export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageStats: build.query<AdminMessageStatsDto, void>({
      query: () => '/api/admin/messages/stats',
      providesTags: ['AdminStats'],
    }),
    getReportedMessages: build.infiniteQuery<Page<MessageReportDto>, ReportStatusFilter, string | null>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => withCursor('/api/admin/messages/reported', { status: queryArg, limit: '20' }, pageParam),
      providesTags: (_result, _error, status) => [{ type: 'AdminReport', id: status }],
    }),
    updateReportStatus: build.mutation<MessageReportDto, { reportId: string; status: ReviewedReportStatus }>({
      query: ({ reportId, status }) => ({ url: `/api/admin/messages/report/${encodeURIComponent(reportId)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['AdminReport', 'AdminStats'],
    }),
    getUserMessages: build.infiniteQuery<Page<UserMessageDto>, string, string | null>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => withCursor(`/api/admin/messages/user/${encodeURIComponent(queryArg)}`, { limit: '20' }, pageParam),
    }),
  }),
});

export const { useGetMessageStatsQuery, useGetReportedMessagesInfiniteQuery, useUpdateReportStatusMutation, useGetUserMessagesInfiniteQuery } = adminMessagesApi;
