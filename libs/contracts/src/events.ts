import type { MembershipStatus } from './actor.js';
import type { BillingInterval, PaidPlan } from './membership.js';
import type { UserCard } from './user-cards.js';
import type { ErasingService } from './event-schemas.js';

/**
 * Domain events: past tense, `<service>.<entity>.<verb>`. On JetStream they travel under
 * `EVENT_SUBJECT_PREFIX` so the durable stream never captures request/reply subjects.
 */
export const EVENT_SUBJECT_PREFIX = 'events';
export const EVENT_STREAM = 'CANNAVERSE_EVENTS';

export const IdentityEvents = {
  userRegistered: 'identity.user.registered',
  userUpdated: 'identity.user.updated',
  membershipChanged: 'identity.membership.changed',
  /** A member deleted their account (issue 25): every service erases or anonymises what it holds about them. */
  accountDeleted: 'identity.account.deleted',
  /** A paid plan was bought, cancelled (it stops at the period's end) or resumed: the member's notice (issue 26). */
  membershipRenewalChanged: 'identity.membership.renewal.changed',
  /** Erasure of a deleted account's data finished in identity (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'identity.account.erased',
} as const;

export const SocialEvents = {
  postCreated: 'social.post.created',
  postUpdated: 'social.post.updated',
  postDeleted: 'social.post.deleted',
  userFollowed: 'social.user.followed',
  userUnfollowed: 'social.user.unfollowed',
  messageSent: 'social.message.sent',
  messagesRead: 'social.message.read',
  postLiked: 'social.post.liked',
  postUnliked: 'social.post.unliked',
  commentCreated: 'social.comment.created',
  /** Blocks and mutes (issue 24): every service that shows members' content hides it from the blocker or muter. */
  memberBlocked: 'social.member.blocked',
  memberUnblocked: 'social.member.unblocked',
  memberMuted: 'social.member.muted',
  memberUnmuted: 'social.member.unmuted',
  /** Erasure of a deleted account's data finished in social (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'social.account.erased',
} as const;

export const ModerationEvents = {
  reportCreated: 'moderation.report.created',
  reportResolved: 'moderation.report.resolved',
  contentRemoved: 'moderation.content.removed',
  contentRestored: 'moderation.content.restored',
  appealDecided: 'moderation.appeal.decided',
  decisionMade: 'moderation.decision.made',
  /** An admin suspended a member (issue 24): sessions end, streams end, their content is hidden until lifted. */
  memberSuspended: 'moderation.member.suspended',
  memberUnsuspended: 'moderation.member.unsuspended',
  /** An admin ended a live stream from the admin tools (audited in moderation); streaming ends it. */
  streamEndOrdered: 'moderation.livestream.ended',
  /** Erasure of a deleted account's data finished in moderation (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'moderation.account.erased',
} as const;

export const ContentEvents = {
  storyUpvoted: 'content.story.upvoted',
  storyDeleted: 'content.story.deleted',
  /** Erasure of a deleted account's data finished in content (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'content.account.erased',
} as const;

export const NotificationsEvents = {
  /** Members have a new notification: the gateway tells their open apps (real time, issue 26). */
  created: 'notifications.notification.created',
  /** Erasure of a deleted account's data finished in notifications (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'notifications.account.erased',
} as const;

export const StreamingEvents = {
  streamStarted: 'streaming.stream.started',
  streamEnded: 'streaming.stream.ended',
  /** Erasure of a deleted account's data finished in streaming (issue 25); moderation records it for the admin dashboard. */
  accountErased: 'streaming.account.erased',
} as const;

/** A member upvoted a strain story (once per member: an upvote again publishes nothing). */
export interface StoryUpvotedEvent {
  storyId: number;
  storyAuthorId: string;
  title: string;
  userId: string;
  at: string;
}

export interface StoryDeletedEvent {
  storyId: number;
  userId: string;
}

export interface NotificationsCreatedEvent {
  recipientIds: string[];
}

export interface StreamStartedEvent {
  streamId: number;
  userId: string;
  title: string;
  isPrivate: boolean;
  startedAt: string;
}

export interface StreamEndedEvent {
  streamId: number;
  userId: string;
  startedAt: string | null;
  endedAt: string;
}

export interface PostCreatedEvent {
  postId: string;
  userId: string;
  mediaType: 'image' | 'video' | null;
  /** `/media/...` URL of the uploaded file; the media job reads it. */
  mediaUrl: string | null;
  hashtags: string[];
  /** The strain the post rates (as the member typed it) and the rating, or null; content's members report reads them. */
  strainName: string | null;
  strainRating: number | null;
  /** The text (mentions and the notifications' excerpt); absent in events written before issue 26. */
  content?: string;
  createdAt: string;
}

/** The author edited a post: its text (so its hashtags) and its strain rating may have changed. */
export interface PostUpdatedEvent {
  postId: string;
  userId: string;
  hashtags: string[];
  strainName: string | null;
  strainRating: number | null;
  /** The new text; absent in events written before issue 26. */
  content?: string;
  updatedAt: string;
}

export interface PostDeletedEvent {
  postId: string;
  userId: string;
  /** The post's media URL (null for a text post); its files are removed once the delete is committed. */
  mediaUrl?: string | null;
}

/** A member liked a post, or took the like back; carries the author so no consumer has to ask social. */
export interface PostLikeEvent {
  postId: string;
  postAuthorId: string;
  userId: string;
  at: string;
}

/** A comment was posted; it carries the text for mentions and the notification's excerpt. */
export interface CommentCreatedEvent {
  commentId: string;
  postId: string;
  postAuthorId: string;
  userId: string;
  content: string;
  createdAt: string;
}

export interface FollowChangedEvent {
  followerId: string;
  followingId: string;
}

/**
 * A direct message was sent. It carries the text because the moderation service keeps its own
 * copy of every message (reports and the audited admin look-up read it, never social's database).
 */
export interface MessageSentEvent {
  messageId: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
}

/** The receiver opened the conversation: every message from `senderId` up to `readUpTo` is read. */
export interface MessagesReadEvent {
  readerId: string;
  senderId: string;
  /** createdAt of the newest message marked read. */
  readUpTo: string;
}

export interface ReportCreatedEvent {
  reportId: string;
  messageId: string;
  reporterId: string;
  createdAt: string;
}

/**
 * Moderators removed a reported post, comment, story, stream or chat line: its owning service takes
 * it away from every list and direct read at once (issue 24).
 */
export interface ContentRemovedEvent {
  decisionId: string;
  targetType: 'post' | 'comment' | 'story' | 'stream' | 'chat';
  targetId: string;
  authorId: string;
  rule: string;
}

/**
 * An appeal reversed a removal: the owning service shows the content again exactly as it was, its
 * counts with it (issue 24).
 */
export interface ContentRestoredEvent {
  decisionId: string;
  targetType: 'post' | 'comment' | 'story' | 'stream' | 'chat';
  targetId: string;
  authorId: string;
}

/** An admin decided a member's appeal: for the notice that tells them the outcome. */
export interface AppealDecidedEvent {
  appealId: string;
  decisionId: string;
  userId: string;
  outcome: 'upheld' | 'reversed';
  decidedBy: string;
  decidedAt: string;
}

/** An admin decided a report (and every pending report of the same target): for notices to the author and reporters. */
export interface DecisionMadeEvent {
  decisionId: string;
  action: 'dismiss' | 'remove' | 'warn' | 'suspend';
  targetType: 'post' | 'comment' | 'story' | 'member' | 'stream' | 'chat';
  targetId: string;
  subjectId: string | null;
  rule: string;
  reporterIds: string[];
  decidedBy: string;
  decidedAt: string;
}

/** A report left pending: resolved or dismissed by an admin. */
export interface ReportResolvedEvent {
  reportId: string;
  messageId: string;
  reporterId: string;
  status: 'resolved' | 'dismissed';
  reviewedBy: string;
  reviewedAt: string;
}

/** A block between two members was made or lifted (issue 24). */
export interface BlockChangedEvent {
  blockerId: string;
  blockedId: string;
  at: string;
}

/** A member muted another, or lifted the mute (issue 24); the muted member is never told. */
export interface MuteChangedEvent {
  muterId: string;
  mutedId: string;
  at: string;
}

/** An admin suspended a member until `until` (null: permanently). */
export interface MemberSuspendedEvent {
  userId: string;
  until: string | null;
  reason: string;
  decidedBy: string;
  at: string;
}

/** An admin ended a live stream (`POST /api/admin/livestreams/{id}/end`): streaming ends it as an End Stream does. */
export interface StreamEndOrderedEvent {
  streamId: number;
  endedBy: string;
  reason: string | null;
  at: string;
}

export interface MemberUnsuspendedEvent {
  userId: string;
  liftedBy: string;
  at: string;
}

/** The member deleted their account; identity has already refused their sessions and logins. */
export interface AccountDeletedEvent {
  userId: string;
  requestedAt: string;
}

/** One service finished erasing what it held about a deleted account (`<service>.account.erased`). */
export interface AccountErasedEvent {
  userId: string;
  service: ErasingService;
  at: string;
}

export interface UserRegisteredEvent extends UserCard {
  createdAt: string;
}

export type UserUpdatedEvent = UserCard;

export interface MembershipChangedEvent {
  userId: string;
  status: MembershipStatus;
  plan: 'free' | 'cannanaut' | 'connoisseur';
  interval: 'month' | 'year' | null;
}

/** Whether a paid plan renews at `currentPeriodEnd` (false: a cancellation is scheduled). */
export interface MembershipRenewalChangedEvent {
  userId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  renews: boolean;
  currentPeriodEnd: string;
  at: string;
}

/**
 * One map from event name to payload type, so publishers and consumers agree at compile time.
 * `EVENT_SCHEMAS` (event-schemas.ts) checks the same shapes at run time, before any handler.
 */
export interface EventPayloads {
  [IdentityEvents.userRegistered]: UserRegisteredEvent;
  [IdentityEvents.userUpdated]: UserUpdatedEvent;
  [IdentityEvents.membershipChanged]: MembershipChangedEvent;
  [IdentityEvents.accountDeleted]: AccountDeletedEvent;
  [IdentityEvents.membershipRenewalChanged]: MembershipRenewalChangedEvent;
  [IdentityEvents.accountErased]: AccountErasedEvent;
  [SocialEvents.accountErased]: AccountErasedEvent;
  [ModerationEvents.accountErased]: AccountErasedEvent;
  [ContentEvents.accountErased]: AccountErasedEvent;
  [NotificationsEvents.accountErased]: AccountErasedEvent;
  [StreamingEvents.accountErased]: AccountErasedEvent;
  [SocialEvents.postCreated]: PostCreatedEvent;
  [SocialEvents.postUpdated]: PostUpdatedEvent;
  [SocialEvents.postDeleted]: PostDeletedEvent;
  [SocialEvents.userFollowed]: FollowChangedEvent;
  [SocialEvents.userUnfollowed]: FollowChangedEvent;
  [SocialEvents.messageSent]: MessageSentEvent;
  [SocialEvents.messagesRead]: MessagesReadEvent;
  [SocialEvents.postLiked]: PostLikeEvent;
  [SocialEvents.postUnliked]: PostLikeEvent;
  [SocialEvents.commentCreated]: CommentCreatedEvent;
  [SocialEvents.memberBlocked]: BlockChangedEvent;
  [SocialEvents.memberUnblocked]: BlockChangedEvent;
  [SocialEvents.memberMuted]: MuteChangedEvent;
  [SocialEvents.memberUnmuted]: MuteChangedEvent;
  [ModerationEvents.reportCreated]: ReportCreatedEvent;
  [ModerationEvents.reportResolved]: ReportResolvedEvent;
  [ModerationEvents.contentRemoved]: ContentRemovedEvent;
  [ModerationEvents.contentRestored]: ContentRestoredEvent;
  [ModerationEvents.appealDecided]: AppealDecidedEvent;
  [ModerationEvents.decisionMade]: DecisionMadeEvent;
  [ModerationEvents.memberSuspended]: MemberSuspendedEvent;
  [ModerationEvents.memberUnsuspended]: MemberUnsuspendedEvent;
  [ModerationEvents.streamEndOrdered]: StreamEndOrderedEvent;

  [ContentEvents.storyUpvoted]: StoryUpvotedEvent;
  [ContentEvents.storyDeleted]: StoryDeletedEvent;
  [NotificationsEvents.created]: NotificationsCreatedEvent;
  [StreamingEvents.streamStarted]: StreamStartedEvent;
  [StreamingEvents.streamEnded]: StreamEndedEvent;
}

export type EventName = keyof EventPayloads;

/** What goes over the wire. `id` is also the JetStream message id (dedupe) and the inbox key. */
export interface EventEnvelope<TName extends EventName = EventName> {
  id: string;
  name: TName;
  occurredAt: string;
  payload: EventPayloads[TName];
}
