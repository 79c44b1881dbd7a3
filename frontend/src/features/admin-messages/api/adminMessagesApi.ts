import type {
  AdminMessageStatsDto, MessageReportDto, Page, ReportStatusFilter, ReviewedReportStatus, UserMessageDto,
} from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** Every call here is audited on the server when it shows message text. */
export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageStats: build.query<AdminMessageStatsDto, void>({
      query: () => '/api/admin/messages/stats',
      providesTags: ['AdminStats'],
    }),
    getReportedMessages: build.infiniteQuery<Page<MessageReportDto>, ReportStatusFilter, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/admin/messages/reported', pageParam, { status: queryArg, limit: 20 }),
      providesTags: (_result, _error, status) => [{ type: 'AdminReport', id: status }],
    }),
    updateReportStatus: build.mutation<MessageReportDto, { reportId: string; status: ReviewedReportStatus }>({
      query: ({ reportId, status }) => ({ url: `/api/admin/messages/report/${encodeURIComponent(reportId)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['AdminReport', 'AdminStats', 'ReportQueue'],
    }),
    getUserMessages: build.infiniteQuery<Page<UserMessageDto>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl(`/api/admin/messages/user/${encodeURIComponent(queryArg)}`, pageParam, { limit: 20 }),
    }),
  }),
});

export const { useGetMessageStatsQuery, useGetReportedMessagesInfiniteQuery, useUpdateReportStatusMutation, useGetUserMessagesInfiniteQuery } = adminMessagesApi;
