import * as yup from 'yup';
import { SocialMessages } from '@cannaverse/contracts';

/**
 * Request shapes that are not forms (ids, paging). Ids are checked as UUIDs by the handler
 * (a bad one is a 404); `limit` is `mixed` because a query string sends digits as text.
 */
const strict = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown(true, 'Unknown field: ${unknown}');
const cursor = yup.string().nullable().optional();
const limit = yup.mixed().optional();

export const idPayload = strict({ id: yup.string().required('id is required') });
export const userIdPayload = strict({ userId: yup.string().required('userId is required') });
export const pagePayload = strict({ limit, cursor });
export const conversationPayload = strict({ userId: yup.string().required('userId is required'), limit, cursor });
export const sendMessagePayload = strict({ userId: yup.string().required('userId is required'), content: yup.mixed().optional() });
export const feedPayload = strict({
  sort: yup.string().oneOf(['latest', 'trending'], SocialMessages.invalidSort).optional(),
  limit,
  cursor,
});
export const userPostsPayload = strict({ userId: yup.string().required('userId is required'), limit, cursor });
export const postPagePayload = strict({ postId: yup.string().required('postId is required'), limit, cursor });
export const updatePostPayload = strict({ id: yup.string().required('id is required'), changes: yup.object().required('changes are required') });
export const createCommentPayload = strict({ postId: yup.string().required('postId is required'), content: yup.mixed().optional() });
export const toggleLikePayload = strict({ postId: yup.string().required('postId is required'), liked: yup.boolean().strict().optional() });
