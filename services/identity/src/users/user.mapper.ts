import type { UserCard, UserDto } from '@cannaverse/contracts';

/** A row of `users` as UsersRepository reads it (never with the password hash). */
export interface UserRow {
  id: string;
  username: string;
  email: string | null;
  display_name: string | null;
  bio: string | null;
  /** URL of the stored, re-encoded avatar (`/media/avatars/...`), never a data URL. */
  avatar: string | null;
  location: string | null;
  website: string | null;
  pronouns: string | null;
  is_admin: boolean;
  created_at: Date;
}

/** The API view of a member; `email` only for the member themself. */
export const toUserDto = (user: UserRow, includeEmail: boolean): UserDto => ({
  id: user.id,
  username: user.username,
  ...(includeEmail ? { email: user.email } : {}),
  displayName: user.display_name,
  bio: user.bio,
  avatar: user.avatar,
  location: user.location,
  website: user.website,
  pronouns: user.pronouns,
  isAdmin: user.is_admin,
  createdAt: user.created_at.toISOString(),
});

/** What other services project (identity.user.* events). */
export const toUserCard = (user: UserRow): UserCard => ({
  id: user.id,
  username: user.username,
  displayName: user.display_name,
  avatar: user.avatar,
  isAdmin: user.is_admin,
});
