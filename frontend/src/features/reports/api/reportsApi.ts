import type {
  CommunityRuleDto, ContentReportReceiptDto, CreateAppealInput, CreateContentReportInput, MyAppealDto, ModerationNoticeDto, MyContentReportDto, Page,
} from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** Community rules, a member's reports of any content, and the moderators' decisions about their own content (issue 24). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommunityRules: build.query<CommunityRuleDto[], void>({
      query: () => '/api/community-rules',
      providesTags: ['CommunityRule'],
      // The rules change with a release, not while a page is open.
      keepUnusedDataFor: 3600,
    }),
    createReport: build.mutation<ContentReportReceiptDto, CreateContentReportInput>({
      query: (body) => ({ url: '/api/reports', method: 'POST', body }),
      invalidatesTags: ['MyReport'],
    }),
    getMyReports: build.infiniteQuery<Page<MyContentReportDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/reports/mine', pageParam, { limit: 20 }),
      providesTags: ['MyReport'],
    }),
    getModerationNotices: build.infiniteQuery<Page<ModerationNoticeDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/moderation/notices', pageParam, { limit: 20 }),
      providesTags: ['ModerationNotice'],
    }),
    createAppeal: build.mutation<MyAppealDto, CreateAppealInput>({
      query: (body) => ({ url: '/api/appeals', method: 'POST', body }),
      invalidatesTags: ['ModerationNotice', 'Appeal'],
    }),
  }),
});

export const { useCreateAppealMutation } = reportsApi;
export const { useGetCommunityRulesQuery, useCreateReportMutation, useGetMyReportsInfiniteQuery, useGetModerationNoticesInfiniteQuery } = reportsApi;
