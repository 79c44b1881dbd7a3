import type { MembershipStatus } from '@cannaverse/contracts';
import { useMembershipStatusQuery } from '../api/membershipApi';

/** A failed status fetch is logged and treated as no membership (spec §8). */
export function useMembershipStatus({ skip = false }: { skip?: boolean } = {}): MembershipStatus {
  const { data, error } = useMembershipStatusQuery(undefined, { skip });
  if (error) console.warn('membership status unavailable', error);
  return data?.status ?? 'free';
}
