import type { OnboardingStateDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';

/** The first-visit steps the member has done, kept on the server so a new browser knows them. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    onboardingState: build.query<OnboardingStateDto, void>({
      query: () => '/api/me/onboarding',
      providesTags: ['Onboarding'],
    }),
    completeOnboarding: build.mutation<OnboardingStateDto, Partial<OnboardingStateDto>>({
      query: (body) => ({ url: '/api/me/onboarding', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(onboardingApi.util.upsertQueryData('onboardingState', undefined, data));
      },
    }),
  }),
});

export const { useOnboardingStateQuery, useCompleteOnboardingMutation } = onboardingApi;
