import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/**
 * The request shape several features share (a member: follows, profiles, blocks); a feature's own
 * shapes are in `<feature>/<feature>.schemas.ts`, a page of a list is the kit's pagePayload. The id
 * is checked as a UUID by the handler (a bad one is a 404).
 */
export const userIdPayload = requestSchema({ userId: yup.string().required('userId is required') });
