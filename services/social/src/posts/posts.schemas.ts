import * as yup from 'yup';
import { SocialMessages } from '@cannaverse/contracts';
import { pageFields, requestSchema } from '@cannaverse/platform';

/** Request shapes of the posts calls that are not the post form (contracts' createPostSchema). */
export const idPayload = requestSchema({ id: yup.string().required('id is required') });
export const feedPayload = requestSchema({
  sort: yup.string().oneOf(['latest', 'trending'], SocialMessages.invalidSort).optional(),
  ...pageFields,
});
export const followingFeedPayload = requestSchema({ ...pageFields });
export const userPostsPayload = requestSchema({ userId: yup.string().required('userId is required'), ...pageFields });
export const updatePostPayload = requestSchema({ id: yup.string().required('id is required'), changes: yup.object().required('changes are required') });
