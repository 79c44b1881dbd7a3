import type { MembershipStatus } from './actor.js';

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
} as const;

export const SocialEvents = {
  postCreated: 'social.post.created',
  postDeleted: 'social.post.deleted',
  userFollowed: 'social.user.followed',
  userUnfollowed: 'social.user.unfollowed',
} as const;

export interface PostCreatedEvent {
  postId: string;
  userId: string;
  mediaType: 'image' | 'video' | null;
  /** `/media/...` URL of the uploaded file; the media job reads it. */
  mediaUrl: string | null;
  hashtags: string[];
  createdAt: string;
}

export interface PostDeletedEvent {
  postId: string;
  userId: string;
}

export interface FollowChangedEvent {
  followerId: string;
  followingId: string;
}

/** The public card of a member that other services project locally. */
export interface UserCard {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
  isAdmin: boolean;
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

/** One map from event name to payload type, so publishers and consumers agree at compile time. */
export interface EventPayloads {
  [IdentityEvents.userRegistered]: UserRegisteredEvent;
  [IdentityEvents.userUpdated]: UserUpdatedEvent;
  [IdentityEvents.membershipChanged]: MembershipChangedEvent;
  [SocialEvents.postCreated]: PostCreatedEvent;
  [SocialEvents.postDeleted]: PostDeletedEvent;
  [SocialEvents.userFollowed]: FollowChangedEvent;
  [SocialEvents.userUnfollowed]: FollowChangedEvent;
}

export type EventName = keyof EventPayloads;

/** What goes over the wire. `id` is also the JetStream message id (dedupe) and the inbox key. */
export interface EventEnvelope<TName extends EventName = EventName> {
  id: string;
  name: TName;
  occurredAt: string;
  payload: EventPayloads[TName];
}
