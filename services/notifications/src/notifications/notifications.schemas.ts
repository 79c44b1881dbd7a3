import * as yup from 'yup';
import { isIsoInstant, NotificationMessages } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';

/** `POST /api/notifications/read`: all, or `{ upTo }` (the createdAt of the newest group the member saw). */
export const markReadPayload = requestSchema({
  upTo: yup.string().strict().typeError(NotificationMessages.upToInvalid).test('iso', NotificationMessages.upToInvalid, (v) => v === undefined || isIsoInstant(v)).optional(),
});
