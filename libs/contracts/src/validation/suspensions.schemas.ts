import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { emptyWhenInvisible, safeText } from './safe-text.js';
import { SuspensionLimits, SuspensionMessages as M } from '../suspensions.js';

/** `POST /api/admin/members/{id}/suspension` (the body; the id comes from the path). */
export const suspendMemberSchema = requestSchema({
  days: yup.number().strict().typeError(M.daysInvalid).integer(M.daysInvalid).min(SuspensionLimits.daysMin, M.daysInvalid)
    .max(SuspensionLimits.daysMax, M.daysInvalid).nullable().defined(M.daysInvalid),
  reason: yup.string().typeError(M.reasonRequired).trim().transform(emptyWhenInvisible).required(M.reasonRequired)
    .max(SuspensionLimits.reasonMax, M.reasonMax).test(safeText(M.reasonCharacters)),
});
