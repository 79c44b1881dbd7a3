import type { AdminDashboardDto, AuditEntryDto, Page } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboardDto, void>({
      query: () => '/api/admin/dashboard',
      providesTags: ['AdminStats', 'Audit'],
    }),
    /** The whole audit log, newest first (the dashboard shows the latest entries first). */
    getAuditLog: build.infiniteQuery<Page<AuditEntryDto>, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => pageUrl('/api/admin/audit', pageParam, { limit: 20 }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAdminDashboardQuery, useGetAuditLogInfiniteQuery } = adminDashboardApi;
