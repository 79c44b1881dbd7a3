/** Membership tiers. `premium` is the Cannanaut plan; `premium` and `connoisseur` count as premium (spec §3). */
export type MembershipStatus = 'free' | 'premium' | 'connoisseur';

/** Who is asking. The gateway attaches it to every service request; services decide permissions. */
export interface Actor {
  id: string;
  isAdmin: boolean;
  tier: MembershipStatus;
}

export const isPremiumStatus = (status: MembershipStatus | null | undefined): boolean =>
  status === 'premium' || status === 'connoisseur';

/**
 * Premium content (premium grow guides, premium strain sections, posting strain stories): premium
 * or connoisseur members, and administrators. Services decide with it; the web app mirrors it.
 */
export const hasPremiumAccess = (actor: Pick<Actor, 'isAdmin' | 'tier'> | null | undefined): boolean =>
  !!actor && (actor.isAdmin || isPremiumStatus(actor.tier));
