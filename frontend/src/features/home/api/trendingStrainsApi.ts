import { api } from '../../../app/api';

/** What the sidebar needs of a strain; the strain library's full shape is not ours to fix. */
export interface TrendingStrain {
  id: string;
  name: string;
  type: string | null;
  rating: number | null;
}

export const TRENDING_STRAINS_SHOWN = 3;

const readStrain = (value: unknown): TrendingStrain | null => {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.name !== 'string' || (typeof raw.id !== 'string' && typeof raw.id !== 'number')) return null;
  return {
    id: String(raw.id),
    name: raw.name,
    type: typeof raw.type === 'string' ? raw.type : null,
    rating: typeof raw.rating === 'number' ? raw.rating : null,
  };
};

/** Accepts a bare list or a page ({ items }) — GET /api/strains is not built yet. */
const readStrains = (body: unknown): TrendingStrain[] => {
  const list = Array.isArray(body) ? body : Array.isArray((body as { items?: unknown })?.items) ? (body as { items: unknown[] }).items : [];
  return list.map(readStrain).filter((strain): strain is TrendingStrain => strain !== null).slice(0, TRENDING_STRAINS_SHOWN);
};

export const trendingStrainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrendingStrains: build.query<TrendingStrain[], void>({
      query: () => `/api/strains?limit=${TRENDING_STRAINS_SHOWN}&sortBy=rating`,
      transformResponse: readStrains,
    }),
  }),
});

export const { useGetTrendingStrainsQuery } = trendingStrainsApi;
