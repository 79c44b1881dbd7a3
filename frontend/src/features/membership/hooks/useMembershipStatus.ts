import type { MembershipStatus } from '@cannaverse/contracts';
import { useMembershipStatusQuery } from '../api/membershipApi';

/** A failed status fetch is logged and treated as no membership (spec §8). */
export function useMembershipStatus(): MembershipStatus {
  const { data, error } = useMembershipStatusQuery();
  if (error) console.warn('membership status unavailable', error);
  return data?.status ?? 'free';
}
