import type { Page, StrainSummary } from '@cannaverse/contracts';
import { api } from '../../../app/api';

/** Spec: the sidebar's Trending Strains are the 3 top-rated (GET /api/strains?limit=3&sortBy=rating). */
export const TRENDING_STRAINS_SHOWN = 3;

export const trendingStrainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrendingStrains: build.query<StrainSummary[], void>({
      query: () => `/api/strains?limit=${TRENDING_STRAINS_SHOWN}&sortBy=rating`,
      transformResponse: (page: Page<StrainSummary>) => page.items.slice(0, TRENDING_STRAINS_SHOWN),
      providesTags: [{ type: 'Strain', id: 'TRENDING' }],
    }),
  }),
});

export const { useGetTrendingStrainsQuery } = trendingStrainsApi;
