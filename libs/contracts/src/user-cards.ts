/**
 * The public card of a member. Identity publishes it with every `identity.user.*` event and
 * every other service keeps a local projection (`user_cards`) to show authors without a call.
 */
export interface UserCard {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
  isAdmin: boolean;
}

/** An author as shown on a post, comment, story or chat line; read from the `user_cards` projection. */
export type AuthorCard = Omit<UserCard, 'isAdmin'>;

/** The one UUID pattern (ids of members, posts, events); services check ids with it before any SQL. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
