import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { emptyWhenInvisible, safeText } from './safe-text.js';
import {
  APPEAL_ACTIONS, AppealLimits, AppealMessages as A, COMMUNITY_RULE_IDS, CommunityReportLimits, CommunityReportMessages as M, DECISION_ACTIONS, REPORT_TARGET_TYPES,
} from '../community-reports.js';

/** The report form's fields (web app and moderation alike; the server is the authority). */
export const reportFormSchema = requestSchema({
  rule: yup.string().required(M.ruleRequired).oneOf(COMMUNITY_RULE_IDS, M.ruleUnknown),
  details: yup.string().trim().transform(emptyWhenInvisible).max(CommunityReportLimits.detailsMax, M.detailsMax)
    .test(safeText(M.detailsCharacters, { multiline: true })).optional(),
});

/** `POST /api/reports`. */
export const contentReportSchema = requestSchema({
  targetType: yup.string().strict().required(M.targetTypeInvalid).oneOf(REPORT_TARGET_TYPES, M.targetTypeInvalid),
  targetId: yup.string().strict().trim().required(M.targetIdRequired).max(64, M.targetNotFound),
  rule: yup.string().strict().required(M.ruleRequired).oneOf(COMMUNITY_RULE_IDS, M.ruleUnknown),
  details: yup.string().strict().trim().transform(emptyWhenInvisible).max(CommunityReportLimits.detailsMax, M.detailsMax)
    .test(safeText(M.detailsCharacters, { multiline: true })).optional(),
});

/** `POST /api/admin/reports/{id}/decision` (the body; the id comes from the path). */
export const reportDecisionSchema = requestSchema({
  action: yup.string().strict().required(M.actionInvalid).oneOf(DECISION_ACTIONS, M.actionInvalid),
  days: yup.number().strict().integer().min(1).max(365).optional(),
  note: yup.string().strict().trim().max(CommunityReportLimits.noteMax, M.noteMax).test(safeText(M.noteMax, { multiline: true })).optional(),
});

/** `POST /api/appeals` (web app's form and moderation alike). */
export const appealSchema = requestSchema({
  decisionId: yup.string().strict().trim().required(A.decisionIdRequired).max(64, A.decisionNotFound),
  text: yup.string().trim().transform(emptyWhenInvisible).required(A.textRequired).max(AppealLimits.textMax, A.textMax)
    .test(safeText(A.textCharacters, { multiline: true })),
});

/** `POST /api/admin/appeals/{id}/decision` (the body; the id comes from the path). */
export const appealDecisionSchema = requestSchema({
  action: yup.string().strict().required(A.actionInvalid).oneOf(APPEAL_ACTIONS, A.actionInvalid),
  note: yup.string().strict().trim().max(AppealLimits.noteMax, A.noteMax).test(safeText(A.noteMax, { multiline: true })).optional(),
});
