import type { AdDto } from '@cannaverse/contracts';
import { api, type ApiError } from '../../../app/api';

// A 500 marks ads unavailable for the rest of the visit (spec §8): no point asking again.
let adsUnavailable = false;

/** Test hook: a fresh visit. */
export const resetAdsAvailability = () => {
  adsUnavailable = false;
};

const readAds = (body: unknown): AdDto[] => {
  const list = Array.isArray(body) ? body : [];
  return list.filter((ad): ad is AdDto => typeof ad === 'object' && ad !== null && typeof (ad as AdDto).adCode === 'string' && (ad as AdDto).adCode !== '' && ad.id !== undefined)
    .map((ad) => ({ id: String(ad.id), adCode: ad.adCode }));
};

export const adsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One ad picked at random from the placement's list (spec §4), or null when there is none. */
    getAd: build.query<AdDto | null, string>({
      async queryFn(placement, _api, _extra, baseQuery) {
        if (adsUnavailable) return { data: null };
        const result = await baseQuery(`/api/ads/${encodeURIComponent(placement)}`);
        if (result.error) {
          const error = result.error as ApiError;
          if (error.status >= 500) adsUnavailable = true;
          return { error };
        }
        const ads = readAds(result.data);
        return { data: ads.length ? ads[Math.floor(Math.random() * ads.length)] : null };
      },
    }),
  }),
});

export const { useGetAdQuery } = adsApi;
