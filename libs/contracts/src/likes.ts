/** Likes of a post (`/api/posts/{id}/like`, `/api/posts/{id}/likes`, social's `likes` feature). */

export interface LikeDto {
  id: string;
  postId: string;
  userId: string;
  createdAt: string;
}

/**
 * Body of `POST /api/posts/{id}/like`. Without `liked` the call toggles (spec); with it the call
 * sets that state, so a double-click or a retried request cannot undo itself.
 */
export interface LikeInput {
  liked?: boolean;
}

/** Answer of `POST /api/posts/{id}/like`. */
export interface LikeToggleResult {
  liked: boolean;
  likesCount: number;
}
