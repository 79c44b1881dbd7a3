import type { UserCard, UserDto } from '@cannaverse/contracts';
import type { User } from './user.entity.js';

/** The API view of a member; `email` only for the member themself. */
export const toUserDto = (user: User, includeEmail: boolean): UserDto => ({
  id: user.id,
  username: user.username,
  ...(includeEmail ? { email: user.email } : {}),
  displayName: user.displayName,
  bio: user.bio,
  avatar: user.avatar,
  location: user.location,
  website: user.website,
  pronouns: user.pronouns,
  isAdmin: user.isAdmin,
  createdAt: user.createdAt.toISOString(),
});

export const toUserCard = (user: User): UserCard => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  avatar: user.avatar,
  isAdmin: user.isAdmin,
});
