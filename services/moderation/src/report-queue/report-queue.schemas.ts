import * as yup from 'yup';
import { requestSchema, pageFields } from '@cannaverse/platform';

/** `?status=&targetType=&cursor=` of the queue; the values are checked by the service. */
export const queuePayload = requestSchema({ status: yup.mixed().optional(), targetType: yup.mixed().optional(), ...pageFields });
/** The decision's envelope: the path's report id, the body checked against contracts' reportDecisionSchema. */
export const decidePayload = requestSchema({
  reportId: yup.string().required('reportId is required'),
  action: yup.mixed().optional(),
  days: yup.mixed().optional(),
  note: yup.mixed().optional(),
});
