import type { AuthorCard } from './user-cards.js';

/**
 * Direct messages (`/api/messages`, social's `messages` feature), who may message a member, and
 * the unread count in the top bar.
 */

/** One direct message. The spec's client view is id, senderId, content, createdAt; we add the rest. */
export interface MessageDto {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  /** Whether the receiver has opened the conversation since it arrived. */
  read: boolean;
  createdAt: string;
}

/** A line of the inbox (`GET /api/messages`): the other member, the newest message, what is unread. */
export interface ConversationDto {
  user: AuthorCard;
  lastMessage: MessageDto;
  unreadCount: number;
}

/** `GET /api/messages/unread/count` (spec §3 "Unread messages count"). */
export interface UnreadCountDto {
  count: number;
}

/** `POST /api/messages/{userId}`. */
export interface SendMessageInput {
  content: string;
}

/** Who may start or continue a conversation with a member. */
export const MESSAGE_PRIVACY_OPTIONS = ['everyone', 'following', 'nobody'] as const;
export type MessagePrivacy = (typeof MESSAGE_PRIVACY_OPTIONS)[number];

/** `GET` / `PUT /api/messages/settings`. */
export interface MessageSettingsDto {
  allowMessagesFrom: MessagePrivacy;
}
