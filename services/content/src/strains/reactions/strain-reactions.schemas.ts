import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/** A strain id is digits from a URL path or a number (requireIntId: anything else is a 404). */
const strainId = yup.mixed().required('strainId is required');

export const listPayload = requestSchema({ strainId });
export const changePayload = requestSchema({ strainId, emojiType: yup.mixed().nullable().optional() });
