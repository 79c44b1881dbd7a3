import type { GrowGuideDto, GrowGuideSummary, Page, PremiumContentError } from '@cannaverse/contracts';
import { api, isApiError } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';

/** The list's filters as the form holds them; '' means all. */
export interface GuideFilterValues {
  method: string;
  difficulty: string;
  search: string;
}

const PAGE_SIZE = 50;

/** The spec allows a list of method strings or of objects with `method`. */
const readMethods = (body: unknown): string[] =>
  (Array.isArray(body) ? body : [])
    .map((entry: unknown) => (typeof entry === 'string' ? entry : (entry as { method?: unknown })?.method))
    .filter((method): method is string => typeof method === 'string' && method !== '');

// A filter left at '' (all) is not sent.
const listUrl = ({ method, difficulty, search }: GuideFilterValues, cursor: string | null) =>
  pageUrl('/api/grow-guides', cursor, { limit: PAGE_SIZE, method, difficulty, search: search.trim() });

export const growGuidesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGrowGuideMethods: build.query<string[], void>({
      query: () => '/api/grow-guides/methods',
      transformResponse: readMethods,
    }),
    // 'Membership' too: after an upgrade the cards' access (View Preview / Read Guide) changes.
    getGrowGuides: build.infiniteQuery<Page<GrowGuideSummary>, GuideFilterValues, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => listUrl(queryArg, pageParam),
      providesTags: [{ type: 'GrowGuide', id: 'LIST' }, 'Membership'],
    }),
    getGrowGuide: build.query<GrowGuideDto, string>({
      query: (slug) => `/api/grow-guides/by-slug/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'GrowGuide', id: slug }, 'Membership'],
    }),
  }),
});

/** The spec's 403 for a premium guide without access (it opens the premium dialog), or null. */
export function premiumBlock(error: unknown): PremiumContentError | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const body = error.data as Partial<PremiumContentError> | null;
  return body?.premiumContent === true ? (body as PremiumContentError) : null;
}

export const { useGetGrowGuideMethodsQuery, useGetGrowGuidesInfiniteQuery, useGetGrowGuideQuery } = growGuidesApi;
