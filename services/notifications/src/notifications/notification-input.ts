import { NOTIFICATION_EXCERPT_MAX, type NotificationDetailDto, type NotificationTargetDto, type NotificationType } from '@cannaverse/contracts';

/** One event's notification for one member, before the rules decide whether it is made. */
export interface NotificationInput {
  /** The event's id: with the recipient, the key that makes a replay a no-op. */
  eventId: string;
  recipientId: string;
  /** Null for an account notice (a report's outcome, a moderation decision, one's membership): from no member. */
  actorId: string | null;
  type: NotificationType;
  /** Which group it joins (groupKey below). */
  groupKey: string;
  target: NotificationTargetDto | null;
  /** Names the item an undo event (an unlike, an unfollow) removes. */
  undoKey: string | null;
  at: string;
  /** What an account notice says (reportOutcome, moderation, membership). */
  detail?: NotificationDetailDto;
}

/**
 * Grouping: one type on one target is one group (likes, comments and story upvotes by target; a
 * mention by the post or comment that made it; a live by the stream); follows by the UTC day.
 */
/** Account notices each make their own group (keyed by their decision or event). */
export const groupKey = (type: NotificationType, target: NotificationTargetDto | null, at: string, source?: string): string =>
  type === 'follow' ? `follow:${at.slice(0, 10)}` : `${type}:${source ?? `${target?.type}:${target?.id}`}`;

export const undoKeys = {
  like: (postId: string, userId: string) => `like:${postId}:${userId}`,
  follow: (followerId: string, followingId: string) => `follow:${followerId}:${followingId}`,
};

/** The start of a text, on one line, at most NOTIFICATION_EXCERPT_MAX characters. */
export function excerptOf(text: string | null | undefined): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > NOTIFICATION_EXCERPT_MAX ? `${flat.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : flat;
}
