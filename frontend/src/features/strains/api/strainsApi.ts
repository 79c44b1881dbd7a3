import type { Page, StrainDto, StrainMembersReportDto, StrainReactionsDto, StrainSummary } from '@cannaverse/contracts';
import { api } from '../../../app/api';

/** Spec §9: a strain's reactions are cached 60 s. */
export const REACTIONS_CACHE_SECONDS = 60;

const strainPath = (id: string) => `/api/strains/${encodeURIComponent(id)}`;

export const strainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the query string (strainsQueryString), so equal filters share one cache entry. */
    getStrains: build.query<Page<StrainSummary>, string>({
      query: (queryString) => `/api/strains?${queryString}`,
      providesTags: [{ type: 'Strain', id: 'LIST' }],
    }),
    getStrain: build.query<StrainDto, string>({
      query: (id) => strainPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Strain', id }],
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
  useGetStrainsQuery, useGetStrainQuery, useGetStrainReactionsQuery, useAddStrainReactionMutation, useRemoveStrainReactionMutation,
  useGetStrainMembersReportQuery,
} = strainsApi;
