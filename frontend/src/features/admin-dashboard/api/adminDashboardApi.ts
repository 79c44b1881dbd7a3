import type { AdminDashboardDto, AuditEntryDto, Page } from '@cannaverse/contracts';
import { api } from '../../../app/api';

export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboardDto, void>({
      query: () => '/api/admin/dashboard',
      providesTags: ['AdminStats', 'Audit'],
    }),
    /** The whole audit log, newest first (the dashboard shows the latest entries first). */
    getAuditLog: build.infiniteQuery<Page<AuditEntryDto>, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => `/api/admin/audit?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAdminDashboardQuery, useGetAuditLogInfiniteQuery } = adminDashboardApi;
