import * as yup from 'yup';
import { AD_EVENT_KINDS, AD_PLACEMENT_PATTERN, AdMessages } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';

export const listPayload = requestSchema({ placement: yup.string().required(AdMessages.invalidPlacement).max(60, AdMessages.invalidPlacement).matches(AD_PLACEMENT_PATTERN, AdMessages.invalidPlacement) });
export const trackPayload = requestSchema({
  id: yup.string().required(AdMessages.notFound),
  kind: yup.string().required().oneOf(AD_EVENT_KINDS),
  sessionId: yup.mixed().nullable().optional(),
});
