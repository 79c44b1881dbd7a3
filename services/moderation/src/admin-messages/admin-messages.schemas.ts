import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/** The admins' calls: the report queue, a report's status (checked against contracts' reportStatusSchema), a member's messages. */
export const reportListPayload = requestSchema({ status: yup.string().optional(), ...pageFields });
export const reportStatusPayload = requestSchema({ reportId: yup.string().required('reportId is required'), status: yup.mixed().optional() });
export const userMessagesPayload = requestSchema({ userId: yup.string().required('userId is required'), ...pageFields });
