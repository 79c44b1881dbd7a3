import type { StrainDto, StrainMembersReportDto, StrainPage, StrainReactionsDto, StrainSummary } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl, queryRecord } from '../../../app/paging';

/** Spec §9: a strain's reactions are cached 60 s. */
export const REACTIONS_CACHE_SECONDS = 60;

const strainPath = (id: string) => `/api/strains/${encodeURIComponent(id)}`;

export const strainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The library, page after page (1000 a page, the spec's first load, so three pages hold the
     * given catalogue). The argument is the query string (strainsQueryString), so equal filters
     * share one cache entry; the first page also brings the tab counts.
     */
    getStrains: build.infiniteQuery<StrainPage, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/strains', pageParam, queryRecord(queryArg)),
      providesTags: [{ type: 'Strain', id: 'LIST' }],
    }),
    getStrain: build.query<StrainDto, string>({
      query: (id) => strainPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Strain', id }],
    }),
    getSimilarStrains: build.query<StrainSummary[], string>({
      query: (id) => `${strainPath(id)}/similar`,
      providesTags: (_result, _error, id) => [{ type: 'Strain', id: `similar-${id}` }],
    }),
    getStrainReactions: build.query<StrainReactionsDto, string>({
      query: (id) => `${strainPath(id)}/reactions`,
      keepUnusedDataFor: REACTIONS_CACHE_SECONDS,
      providesTags: (_result, _error, id) => [{ type: 'StrainReactions', id }],
    }),
    /** Both answer the strain's reactions after the change; the cache takes that answer as is. */
    addStrainReaction: build.mutation<StrainReactionsDto, { strainId: string; emojiType: string }>({
      query: ({ strainId, emojiType }) => ({ url: `${strainPath(strainId)}/reactions`, method: 'POST', body: { emojiType } }),
      async onQueryStarted({ strainId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(strainsApi.util.upsertQueryData('getStrainReactions', strainId, data));
      },
    }),
    removeStrainReaction: build.mutation<StrainReactionsDto, { strainId: string; emojiType: string }>({
      query: ({ strainId, emojiType }) => ({ url: `${strainPath(strainId)}/reactions/${encodeURIComponent(emojiType)}`, method: 'DELETE' }),
      async onQueryStarted({ strainId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(strainsApi.util.upsertQueryData('getStrainReactions', strainId, data));
      },
    }),
    getStrainMembersReport: build.query<StrainMembersReportDto, string>({
      query: (id) => `${strainPath(id)}/members-report`,
      providesTags: (_result, _error, id) => [{ type: 'StrainReport', id }],
    }),
  }),
});

export const {
  useGetStrainsInfiniteQuery, useGetStrainQuery, useGetStrainReactionsQuery, useAddStrainReactionMutation, useRemoveStrainReactionMutation,
  useGetStrainMembersReportQuery, useGetSimilarStrainsQuery,
} = strainsApi;
