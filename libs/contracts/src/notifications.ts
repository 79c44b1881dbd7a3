import type { AuthorCard } from './user-cards.js';

/**
 * Notifications (`/api/notifications*`; the notifications service). One row of the list is a
 * group: notifications of one type on one target (likes and story upvotes by target, follows by
 * day), with how many there are, the latest actors and the latest time.
 */
export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'mention', 'live', 'storyUpvote'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationTargetDto {
  type: 'post' | 'user' | 'stream' | 'story';
  id: string;
  /** The start of the target's text (a post, a comment, a stream's title, a story's title), or null. */
  excerpt: string | null;
}

export interface NotificationDto {
  id: string;
  type: NotificationType;
  count: number;
  /** The latest actors first (at most NOTIFICATION_ACTORS_SHOWN). */
  actors: AuthorCard[];
  target: NotificationTargetDto | null;
  read: boolean;
  /** When the group last grew. */
  createdAt: string;
}

export interface UnreadNotificationsDto {
  count: number;
}

export interface NotificationSettingsDto {
  like: boolean;
  comment: boolean;
  follow: boolean;
  mention: boolean;
  live: boolean;
  storyUpvote: boolean;
  /** Who may notify the member: anyone, or only members they follow. */
  from: 'everyone' | 'following';
}

export const NOTIFICATION_ACTORS_SHOWN = 3;
export const NOTIFICATION_EXCERPT_MAX = 100;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsDto = {
  like: true, comment: true, follow: true, mention: true, live: true, storyUpvote: true, from: 'everyone',
};

export const NotificationMessages = {
  upToInvalid: 'upTo must be an ISO date',
  fromInvalid: "from must be 'everyone' or 'following'",
} as const;

/**
 * `@username` in a post or comment: the usernames it names, lower-cased, once each, in order.
 * The web app links the same matches to profiles (one pattern for both). A mention starts the text
 * or follows a character that cannot be part of a username or an e-mail address; a trailing dot
 * ends the sentence, not the name.
 */
export const MENTION_PATTERN = /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{1,30})/g;

export function parseMentions(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[2].replace(/[.-]+$/, '').toLowerCase();
    if (name) names.add(name);
  }
  return [...names];
}
