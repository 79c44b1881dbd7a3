/** Follows (`/api/users/{id}/follow`, social's `follows` feature). */

/** Answer of `POST` / `DELETE /api/users/{id}/follow`. */
export interface FollowResult {
  following: boolean;
  followersCount: number;
}
