import * as yup from 'yup';
import { NotificationMessages } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';

const flag = (name: string) => yup.boolean().strict().typeError(`${name} must be true or false`).optional();

/** `PUT /api/notifications/settings`: any of the switches; what is left out keeps its value. */
export const updateSettingsPayload = requestSchema({
  like: flag('like'),
  comment: flag('comment'),
  follow: flag('follow'),
  mention: flag('mention'),
  live: flag('live'),
  storyUpvote: flag('storyUpvote'),
  from: yup.string().strict().typeError(NotificationMessages.fromInvalid).oneOf(['everyone', 'following'] as const, NotificationMessages.fromInvalid).optional(),
});
