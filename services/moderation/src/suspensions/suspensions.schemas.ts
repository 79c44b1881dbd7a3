import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/** The envelope: the path's member id, the body checked against contracts' suspendMemberSchema. */
export const suspendPayload = requestSchema({
  userId: yup.string().required('userId is required'),
  days: yup.mixed().nullable().optional(),
  reason: yup.mixed().optional(),
});

export const memberPayload = requestSchema({ userId: yup.string().required('userId is required') });
