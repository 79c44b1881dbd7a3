import { usePremiumStatusQuery } from '../api/membershipApi';

/**
 * The content spec's premium check: the active flag of GET /api/premium/status. A failed fetch
 * counts as not premium (the server still decides what it sends).
 */
export function usePremiumStatus(): { active: boolean; isLoading: boolean } {
  const { data, isLoading } = usePremiumStatusQuery();
  return { active: data?.active === true, isLoading };
}
