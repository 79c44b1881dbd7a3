import type { CheckoutInput, MembershipDto, MembershipStatus, SwitchPlanInput } from '@cannaverse/contracts';
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
    /** The plan in full (period end, renewal): the settings page. */
    membership: build.query<MembershipDto, void>({
      query: () => '/api/membership',
      providesTags: ['Membership'],
    }),
    cancelMembership: build.mutation<MembershipDto, void>({
      query: () => ({ url: '/api/membership/cancel', method: 'POST' }),
      invalidatesTags: ['Membership'],
    }),
    resumeMembership: build.mutation<MembershipDto, void>({
      query: () => ({ url: '/api/membership/resume', method: 'POST' }),
      invalidatesTags: ['Membership'],
    }),
    /** Effective at the next billing cycle: the running plan stays until then. */
    switchMembership: build.mutation<MembershipDto, SwitchPlanInput>({
      query: (body) => ({ url: '/api/membership/plan', method: 'PUT', body }),
      invalidatesTags: ['Membership'],
    }),
    checkout: build.mutation<MembershipDto, CheckoutInput>({
      query: (body) => ({ url: '/api/membership/checkout', method: 'POST', body }),
      invalidatesTags: ['Membership'],
    }),
  }),
});

export const {
  useMembershipStatusQuery, usePremiumStatusQuery, useCheckoutMutation, useMembershipQuery, useCancelMembershipMutation, useResumeMembershipMutation, useSwitchMembershipMutation,
} = membershipApi;
