import { isPremiumStatus } from '@cannaverse/contracts';
import { AdBlock } from '../../ads/components/AdBlock';
import { useMembershipStatusQuery } from '../../membership/api/membershipApi';

/** Ads are for non-members only; premium means premium or connoisseur (spec §3). Waits for the status so members never see a flash. */
export function SidebarAd() {
  const { data, isLoading, isError } = useMembershipStatusQuery();
  if (isLoading) return null;
  if (!isError && isPremiumStatus(data?.status)) return null;
  return <AdBlock placement="sidebar" />;
}
