import type { MembershipStatus } from './actor.js';

/**
 * The accounts API (`/api/register`, `/api/login`, `/api/logout`, `/api/me`; identity's `accounts`
 * feature): signing up and in. The member as the API shows it lives here too, because every
 * account answer carries it.
 */

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
