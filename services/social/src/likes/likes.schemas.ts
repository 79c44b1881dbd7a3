import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

export const toggleLikePayload = requestSchema({ postId: yup.string().required('postId is required'), liked: yup.boolean().strict().optional() });
