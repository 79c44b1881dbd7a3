import { useParams } from 'react-router-dom';
import { hasPremiumAccess } from '@cannaverse/contracts';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { useMembershipStatus } from '../../membership/hooks/useMembershipStatus';

/** The route's story id when it is numeric (spec §5), else null ('Invalid Story ID'). */
export function useStoryId(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** Posting is for Cannanaut and Connoisseur members and admins; the server decides, this only shapes the screen. */
export function useCanPostStories(): boolean {
  const { user } = useCurrentUser();
  const tier = useMembershipStatus();
  return hasPremiumAccess(user ? { isAdmin: user.isAdmin, tier } : null);
}
