import * as yup from 'yup';
import { MESSAGE_PRIVACY_OPTIONS } from '../messages.js';

/** Limits of direct messages; the spec names none beyond "trimmed and non-empty" (core §5). */
export const MessageLimits = {
  /** Long enough for a paragraph or two, short enough to read in the 400 px box. */
  contentMax: 2000,
  /** The conversation screen's first page and each older page. */
  conversationPage: 50,
} as const;

/** What the messages, settings and blocks calls answer with (never more than this about a block). */
export const MessageErrors = {
  contentRequired: 'Message cannot be empty',
  contentMax: `Message can't exceed ${MessageLimits.contentMax} characters`,
  cannotMessageSelf: "You can't message yourself",
  /** Refused by a block or by the receiver's setting; deliberately says no more (which one it was). */
  cannotMessage: "You can't message this member",
  userNotFound: 'User not found',
  invalidPrivacy: "allowMessagesFrom must be 'everyone', 'following' or 'nobody'",
  cannotBlockSelf: "You can't block yourself",
  cannotFollow: "You can't follow this member",
  cannotComment: "You can't comment on this post",
} as const;

/** `POST /api/messages/{userId}`. */
export const sendMessageSchema = yup.object({
  content: yup.string().trim().required(MessageErrors.contentRequired).max(MessageLimits.contentMax, MessageErrors.contentMax),
}).noUnknown(true, 'Unknown field: ${unknown}');

/** `PUT /api/messages/settings`. */
export const messageSettingsSchema = yup.object({
  allowMessagesFrom: yup.string().oneOf(MESSAGE_PRIVACY_OPTIONS, MessageErrors.invalidPrivacy).required(MessageErrors.invalidPrivacy),
}).noUnknown(true, 'Unknown field: ${unknown}');
