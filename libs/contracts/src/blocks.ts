import type { AuthorCard } from './user-cards.js';

/** Blocking a member (`/api/users/{id}/block`, `/api/blocks`; social's `blocks` feature). */

/** Answer of `GET` / `POST` / `DELETE /api/users/{id}/block`: whether the actor blocks that member. */
export interface BlockStatusDto {
  blocked: boolean;
}

/** A line of the blocks list in settings (`GET /api/blocks`), newest first. */
export interface BlockedMemberDto {
  user: AuthorCard;
  blockedAt: string;
}
