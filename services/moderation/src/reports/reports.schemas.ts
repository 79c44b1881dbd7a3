import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/**
 * The envelopes of a member's report calls (the reason is checked against contracts' reportSchema).
 * Ids are checked as UUIDs by the handler (a bad one is a 404).
 */
export const createReportPayload = requestSchema({ messageId: yup.string().required('messageId is required'), reason: yup.mixed().optional() });
export const reportIdPayload = requestSchema({ reportId: yup.string().required('reportId is required') });
