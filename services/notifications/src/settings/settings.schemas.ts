import * as yup from 'yup';
import { NotificationMessages } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';

const flag = () => yup.boolean().strict().optional();

/** `PUT /api/notifications/settings`: any of the switches; what is left out keeps its value. */
export const updateSettingsPayload = requestSchema({
  like: flag(),
  comment: flag(),
  follow: flag(),
  mention: flag(),
  live: flag(),
  storyUpvote: flag(),
  from: yup.string().strict().typeError(NotificationMessages.fromInvalid).oneOf(['everyone', 'following'] as const, NotificationMessages.fromInvalid).optional(),
});
