import type { AuthorCard } from '@cannaverse/contracts';

/**
 * Authors are read from `user_cards` when a page is read (never copied into the rows that
 * mention them), so a rename or a new avatar shows on every old post, comment or story at once.
 * LEFT JOIN: a brand-new member's card may arrive a few milliseconds after their first post.
 */
export const AUTHOR_COLUMNS = 'u.username AS author_username, u.display_name AS author_display_name, u.avatar AS author_avatar';

/** `LEFT JOIN user_cards u ON u.id = <userIdColumn>`; select AUTHOR_COLUMNS with it. */
export const authorJoin = (userIdColumn: string): string => `LEFT JOIN user_cards u ON u.id = ${userIdColumn}`;

/** What AUTHOR_COLUMNS adds to a row. */
export interface AuthorColumns {
  author_username: string | null;
  author_display_name: string | null;
  author_avatar: string | null;
}

/** Shown until identity's event about a brand-new member arrives (usually milliseconds). */
export const FALLBACK_USERNAME = 'member';

export const toAuthorCard = (userId: string, row: AuthorColumns): AuthorCard => ({
  id: userId,
  username: row.author_username ?? FALLBACK_USERNAME,
  displayName: row.author_display_name,
  avatar: row.author_avatar,
});
