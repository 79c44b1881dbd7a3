import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/** The envelopes of the messages calls; a message's content is checked against contracts' sendMessageSchema. */
export const conversationPayload = requestSchema({ userId: yup.string().required('userId is required'), ...pageFields });
export const sendMessagePayload = requestSchema({ userId: yup.string().required('userId is required'), content: yup.mixed().optional() });
