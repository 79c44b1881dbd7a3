import type { CheckoutInput, MembershipDto, MembershipStatus } from '@cannaverse/contracts';
import { api } from '../../../app/api';

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    membershipStatus: build.query<{ status: MembershipStatus }, void>({
      query: () => '/api/membership/status',
      providesTags: ['Membership'],
    }),
    premiumStatus: build.query<{ active: boolean }, void>({
      query: () => '/api/premium/status',
      providesTags: ['Membership'],
    }),
    checkout: build.mutation<MembershipDto, CheckoutInput>({
      query: (body) => ({ url: '/api/membership/checkout', method: 'POST', body }),
      invalidatesTags: ['Membership'],
    }),
  }),
});

export const { useMembershipStatusQuery, usePremiumStatusQuery, useCheckoutMutation } = membershipApi;
