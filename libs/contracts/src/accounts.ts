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

/** `PUT /api/me/password`: the same rules as a new password at registration. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** `PUT /api/me/email`: the account's password confirms the change. */
export interface ChangeEmailInput {
  password: string;
  email: string;
}

/** A signed-in browser of the member (`GET /api/me/sessions`). */
export interface SessionDto {
  id: string;
  /** The session of this request. */
  current: boolean;
  createdAt: string;
  /** Updated at most every few minutes, not on every request. */
  lastSeenAt: string;
  userAgent: string | null;
}

/** Which first-visit steps the member has done, kept on the server so a new browser knows. */
export interface OnboardingStateDto {
  profileSetupComplete: boolean;
  tutorialCompleted: boolean;
}

/** `DELETE /api/me`: the member's password, as for an email change. */
export interface DeleteAccountInput {
  password: string;
}

/** `DELETE /api/me` → 202: the account is closed; every service erases its part within a minute. */
export interface DeleteAccountAnswer {
  status: 'deleting';
  requestedAt: string;
}

export const AccountMessages = {
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  sessionNotFound: 'Session not found',
  emailTaken: 'An account with this email already exists',
  sameEmail: 'This is already your email address',
} as const;
