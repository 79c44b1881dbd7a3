import type { MembershipStatus } from './actor.js';

/** A member as the API shows it. `email` is present only on the member's own account. */
export interface UserDto {
  id: string;
  username: string;
  email?: string | null;
  displayName: string | null;
  bio: string | null;
  avatar: string | null;
  location: string | null;
  website: string | null;
  pronouns: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export interface ProfileCounts {
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
}

/** The profile page's view: identity's profile plus social's counts (composed by the gateway). */
export type ProfileDto = UserDto & ProfileCounts;

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  name?: string | null;
  marketingConsent?: boolean;
  subscribeToNewsletter?: boolean;
}

export interface LoginInput {
  username: string;
  password: string;
}

/** Answer of identity's credential check; the gateway puts it in the session. */
export interface AuthenticatedUser {
  user: UserDto;
  tier: MembershipStatus;
}

export interface ProfileUpdateInput {
  displayName?: string | null;
  bio?: string | null;
  location?: string | null;
  pronouns?: string | null;
  website?: string | null;
  avatar?: string | null;
}

export interface UpdateProfileRequest {
  userId: string;
  changes: ProfileUpdateInput;
}

export interface SetAvatarRequest {
  userId: string;
  /**
   * Media-store key of the raw upload, staged by the gateway under `incoming/`. Files travel
   * by reference: NATS messages are capped (1 MB by default). Identity re-encodes and deletes it.
   */
  uploadKey: string;
}

export type PaidPlan = 'cannanaut' | 'connoisseur';
export type BillingInterval = 'month' | 'year';

export interface CheckoutInput {
  plan: PaidPlan;
  interval: BillingInterval;
}

export interface MembershipDto {
  status: MembershipStatus;
  plan: 'free' | PaidPlan;
  interval: BillingInterval | null;
  provider: string | null;
  currentPeriodEnd: string | null;
}

export interface SubscribeInput {
  email: string;
}
