import * as yup from 'yup';

/**
 * Request shapes that are not forms (ids, paging). validatePayload refuses unknown fields and
 * wrong JSON types; ids are checked as UUIDs by the handler (a bad one is a 404); `limit` is
 * `mixed` because a query string sends digits as text.
 */
const cursor = yup.string().nullable().optional();
const limit = yup.mixed().optional();

export const pagePayload = yup.object({ limit, cursor });
export const createReportPayload = yup.object({ messageId: yup.string().required('messageId is required'), reason: yup.mixed().optional() });
export const reportIdPayload = yup.object({ reportId: yup.string().required('reportId is required') });
export const reportStatusPayload = yup.object({ reportId: yup.string().required('reportId is required'), status: yup.mixed().optional() });
export const reportListPayload = yup.object({ status: yup.string().optional(), limit, cursor });
export const userMessagesPayload = yup.object({ userId: yup.string().required('userId is required'), limit, cursor });
