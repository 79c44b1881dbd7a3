import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { MESSAGE_PRIVACY_OPTIONS } from '../messages.js';
import { MessageErrors, MessageLimits } from './direct-messages.messages.js';
import { emptyWhenInvisible } from './safe-text.js';

/** `POST /api/messages/{userId}`. */
export const sendMessageSchema = requestSchema({
  // Text made only of invisible characters is an empty message.
  content: yup.string().trim().transform(emptyWhenInvisible).required(MessageErrors.contentRequired).max(MessageLimits.contentMax, MessageErrors.contentMax),
});

/** `PUT /api/messages/settings`. */
export const messageSettingsSchema = requestSchema({
  allowMessagesFrom: yup.string().oneOf(MESSAGE_PRIVACY_OPTIONS, MessageErrors.invalidPrivacy).required(MessageErrors.invalidPrivacy),
});
