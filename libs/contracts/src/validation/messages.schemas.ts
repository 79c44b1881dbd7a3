import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { MESSAGE_PRIVACY_OPTIONS } from '../messages.js';
import { DirectMessageMessages, MessageLimits } from './direct-messages.messages.js';
import { emptyWhenInvisible } from './safe-text.js';

/** `POST /api/messages/{userId}`. */
export const sendMessageSchema = requestSchema({
  // Text made only of invisible characters is an empty message.
  content: yup.string().trim().transform(emptyWhenInvisible).required(DirectMessageMessages.contentRequired).max(MessageLimits.contentMax, DirectMessageMessages.contentMax),
});

/** `PUT /api/messages/settings`. */
export const messageSettingsSchema = requestSchema({
  allowMessagesFrom: yup.string().oneOf(MESSAGE_PRIVACY_OPTIONS, DirectMessageMessages.invalidPrivacy).required(DirectMessageMessages.invalidPrivacy),
});
