import type {
  Page, StoryFilter, StoryStrainDto, StoryUpvoteResult, StrainStoryCreated, StrainStoryDto, StrainStoryInput, StrainType,
} from '@cannaverse/contracts';
import type { InfiniteData } from '@reduxjs/toolkit/query/react';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';
import type { RootState } from '../../../app/store';

export type StoryPages = InfiniteData<Page<StrainStoryDto>, string | null>;

const PAGE_SIZE = 10;
/** The form's selector: the first 1000 by name, or the matches of what the member typed (GET /api/strains, the strain library's call). */
const STRAIN_OPTIONS_LIMIT = 1000;

const STRAIN_TYPES: readonly string[] = ['Indica', 'Sativa', 'Hybrid'];

/** A strain of the library's answer (a page, or a bare list) as the selector needs it: id, name, type. */
const readStrainOption = (value: unknown): StoryStrainDto | null => {
  const raw = (value ?? {}) as Record<string, unknown>;
  if (typeof raw.id !== 'number' || typeof raw.name !== 'string') return null;
  const type = typeof raw.type === 'string' ? raw.type[0]?.toUpperCase() + raw.type.slice(1).toLowerCase() : '';
  return { id: raw.id, name: raw.name, type: (STRAIN_TYPES.includes(type) ? type : 'Hybrid') as StrainType };
};

const readStrainOptions = (body: unknown): StoryStrainDto[] => {
  const list = Array.isArray(body) ? body : (body as { items?: unknown })?.items;
  return (Array.isArray(list) ? list : []).map(readStrainOption).filter((strain): strain is StoryStrainDto => strain !== null);
};

export const strainStoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStrainStories: build.infiniteQuery<Page<StrainStoryDto>, StoryFilter, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageUrl('/api/strain-stories', pageParam, { filter: queryArg, limit: PAGE_SIZE }),
      providesTags: [{ type: 'Story', id: 'LIST' }],
    }),
    getStrainStory: build.query<StrainStoryDto, number>({
      query: (id) => `/api/strain-stories/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Story', id }],
    }),
    createStrainStory: build.mutation<StrainStoryCreated, StrainStoryInput>({
      query: (body) => ({ url: '/api/strain-stories', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(strainStoriesApi.util.upsertQueryData('getStrainStory', data.id, data.story));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Story', id: 'LIST' }] : []),
    }),
    updateStrainStory: build.mutation<StrainStoryDto, { id: number; changes: StrainStoryInput }>({
      query: ({ id, changes }) => ({ url: `/api/strain-stories/${id}`, method: 'PUT', body: changes }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(strainStoriesApi.util.upsertQueryData('getStrainStory', id, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Story', id: 'LIST' }] : []),
    }),
    deleteStrainStory: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/api/strain-stories/${id}`, method: 'DELETE' }),
      // The story's own cache entry is left alone: its page is being left, refetching it would 404.
      invalidatesTags: (result) => (result ? [{ type: 'Story', id: 'LIST' }] : []),
    }),
    upvoteStrainStory: build.mutation<StoryUpvoteResult, number>({
      query: (id) => ({ url: `/api/strain-stories/${id}/upvote`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const apply = (story: StrainStoryDto) => {
          story.upvotes = data.upvotes;
          story.upvotedByMe = true;
        };
        dispatch(strainStoriesApi.util.updateQueryData('getStrainStory', id, apply));
        for (const entry of strainStoriesApi.util.selectInvalidatedBy(getState() as RootState, [{ type: 'Story', id: 'LIST' }])) {
          if (entry.endpointName !== 'getStrainStories') continue;
          dispatch(strainStoriesApi.util.updateQueryData('getStrainStories', entry.originalArgs as StoryFilter, (draft: StoryPages) => {
            for (const page of draft.pages) for (const story of page.items) if (story.id === id) apply(story);
          }));
        }
      },
    }),
    getStrainOptions: build.query<StoryStrainDto[], string>({
      query: (search) => {
        const params = new URLSearchParams({ sortBy: 'name', limit: String(STRAIN_OPTIONS_LIMIT) });
        if (search.trim()) params.set('search', search.trim());
        return `/api/strains?${params.toString()}`;
      },
      transformResponse: readStrainOptions,
    }),
  }),
});

export const {
  useGetStrainStoriesInfiniteQuery,
  useGetStrainStoryQuery,
  useCreateStrainStoryMutation,
  useUpdateStrainStoryMutation,
  useDeleteStrainStoryMutation,
  useUpvoteStrainStoryMutation,
  useGetStrainOptionsQuery,
} = strainStoriesApi;
