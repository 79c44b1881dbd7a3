import type { TrendingTopicDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';

/** The server recomputes every 5 minutes (spec §4); polling faster would only repeat the answer. */
export const TRENDING_TOPICS_REFRESH_MS = 5 * 60 * 1000;

export const trendingTopicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrendingTopics: build.query<TrendingTopicDto[], void>({
      query: () => '/api/topics/trending',
      providesTags: ['Topic'],
    }),
  }),
});

export const { useGetTrendingTopicsQuery } = trendingTopicsApi;

/** /community/discussions?topic={name}, never with the '#' (spec §2). */
export const topicHref = (name: string) => `/community/discussions?topic=${encodeURIComponent(name.replace(/^#+/, ''))}`;
