import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/** The envelope of a new comment; its content is checked against contracts' commentSchema. */
export const createCommentPayload = requestSchema({ postId: yup.string().required('postId is required'), content: yup.mixed().optional() });
