import type { CheckoutInput, MembershipDto, MembershipStatus } from '@cannaverse/contracts';
import { api } from '../../app/api';

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    membershipStatus: build.query<{ status: MembershipStatus }, void>({
      query: () => '/api/membership/status',
      providesTags: ['Membership'],
    }),
    checkout: build.mutation<MembershipDto, CheckoutInput>({
      query: (body) => ({ url: '/api/membership/checkout', method: 'POST', body }),
      invalidatesTags: ['Membership'],
    }),
  }),
});

export const { useMembershipStatusQuery, useCheckoutMutation } = membershipApi;

/** A failed status fetch is logged and treated as no membership (spec §8). */
export function useMembershipStatus(): MembershipStatus {
  const { data, error } = useMembershipStatusQuery();
  if (error) console.warn('membership status unavailable', error);
  return data?.status ?? 'free';
}
