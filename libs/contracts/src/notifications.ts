import type { BillingInterval, PaidPlan } from './membership.js';
import type { AuthorCard } from './user-cards.js';

/**
 * Notifications (`/api/notifications*`; the notifications service). One row of the list is a
 * group: notifications of one type on one target (likes and story upvotes by target, follows by
 * day), with how many there are, the latest actors and the latest time.
 */
export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'mention', 'live', 'storyUpvote', 'reportOutcome', 'moderation', 'membership', 'appeal'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/**
 * Notices about one's own account and reports: always sent (no switch in the settings), from no
 * member (no actors), so neither "from" nor blocks and mutes apply.
 */
export const ACCOUNT_NOTIFICATION_TYPES = ['reportOutcome', 'moderation', 'membership', 'appeal'] as const satisfies readonly NotificationType[];

/**
 * What an account notice says, beyond its type (present on the account notices only:
 * reportOutcome, moderation, membership and appeal).
 */
export interface NotificationDetailDto {
  /** reportOutcome, moderation: what moderators decided ('suspend' only reaches reporters). */
  action?: 'dismiss' | 'remove' | 'warn' | 'suspend';
  /** reportOutcome, moderation: what the report or decision was about. */
  contentType?: 'post' | 'comment' | 'story' | 'member' | 'stream' | 'chat';
  /** reportOutcome, moderation: the community rule moderators cited. */
  rule?: string;
  /** membership: the paid plan, whether it renews, and until when it runs. */
  plan?: PaidPlan;
  interval?: BillingInterval;
  renews?: boolean;
  until?: string;
  /** appeal: how moderators decided the member's appeal (reversed: the decision was undone). */
  outcome?: 'upheld' | 'reversed';
}

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
  /** reportOutcome, moderation and membership only: what the notice says. */
  detail?: NotificationDetailDto;
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

/** At most this many names per `GET /api/users/by-username?usernames=` (one page of posts' mentions). */
export const USERNAME_LOOKUP_MAX = 50;

export const NotificationMessages = {
  usernamesInvalid: `usernames must be a comma-separated list of at most ${USERNAME_LOOKUP_MAX} usernames`,
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
