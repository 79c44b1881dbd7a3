import type { UserDto } from './accounts.js';

/**
 * The profiles API (`/api/users/{id}`, `/api/users/{id}/stats`): identity stores the profile,
 * social counts followers, posts and likes, and the gateway composes the two.
 */

export interface ProfileCounts {
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
}

/**
 * A profile page (`GET /api/users/{id}`): identity's profile plus social's counts, composed by
 * the gateway. The counts are null while the social service cannot answer; the profile still shows.
 */
export type ProfileDto = UserDto & { [K in keyof ProfileCounts]: ProfileCounts[K] | null };

/** The home sidebar's welcome card: `GET /api/users/{id}/stats`. */
export interface MemberStatsDto {
  posts: number;
  /** Likes the member's posts received. */
  likesReceived: number;
  /** Posts that carry a strain review. */
  reviews: number;
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
