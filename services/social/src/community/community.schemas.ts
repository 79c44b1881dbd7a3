import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/** A page of the posts under one hashtag topic; the topic is parsed by the service. */
export const topicPostsPayload = requestSchema({ topic: yup.mixed().nullable().optional(), ...pageFields });
