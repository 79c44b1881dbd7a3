import type { AppealDecisionInput, AppealStatusFilter, ContentReportStatusFilter, Page, QueuedAppealDto, QueuedReportDto, QueueTargetType, ReportDecisionInput } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

export interface QueueFilter {
  status: ContentReportStatusFilter;
  targetType: QueueTargetType | '';
}

/** The moderation queue of reported content and the decisions on it (admins; issue 24). */
export const adminReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportQueue: build.infiniteQuery<Page<QueuedReportDto>, QueueFilter, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/admin/reports', pageParam, { status: queryArg.status, targetType: queryArg.targetType, limit: 20 }),
      providesTags: ['ReportQueue'],
    }),
    decideReport: build.mutation<QueuedReportDto, { reportId: string } & ReportDecisionInput>({
      query: ({ reportId, ...body }) => ({ url: `/api/admin/reports/${encodeURIComponent(reportId)}/decision`, method: 'POST', body }),
      invalidatesTags: ['ReportQueue', 'AdminReport', 'AdminStats', 'MyReport', 'Post', 'Comment', 'Story', 'Livestream', 'LiveChat'],
    }),
    getAppeals: build.infiniteQuery<Page<QueuedAppealDto>, AppealStatusFilter, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/admin/appeals', pageParam, { status: queryArg, limit: 20 }),
      providesTags: ['Appeal'],
    }),
    decideAppeal: build.mutation<QueuedAppealDto, { appealId: string } & AppealDecisionInput>({
      query: ({ appealId, ...body }) => ({ url: `/api/admin/appeals/${encodeURIComponent(appealId)}/decision`, method: 'POST', body }),
      // A reversed removal brings the content back.
      invalidatesTags: ['Appeal', 'ModerationNotice', 'Post', 'Comment', 'Story', 'Livestream', 'LiveChat'],
    }),
  }),
});

export const { useGetAppealsInfiniteQuery, useDecideAppealMutation } = adminReportsApi;

export const { useGetReportQueueInfiniteQuery, useDecideReportMutation } = adminReportsApi;
