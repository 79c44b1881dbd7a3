import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { REPORT_STATUS_FILTERS, type ReportStatusFilter } from '../admin-messages.js';
import { emptyWhenInvisible, safeText } from './safe-text.js';

export const ReportLimits = {
  reasonMax: 500,
  /** The Overview tab's recent reports (content-spec §9: 5 skeleton rows while loading). */
  recentReports: 5,
  /** How much of a reported message a reporter's outcome notice quotes. */
  excerptLength: 80,
} as const;

export const ReportMessages = {
  reasonRequired: 'Please give a reason for your report',
  reasonMax: `Reason can't exceed ${ReportLimits.reasonMax} characters`,
  /** Not in the spec (issue 20): bidi controls, zero-width characters, controls other than line breaks and tabs, noncharacters. */
  reasonCharacters: 'Reason contains characters that are not allowed',
  /** Also what a member who is not a party of the message gets: its existence is not confirmed. */
  messageNotFound: 'Message not found',
  alreadyReported: 'You have already reported this message',
  /** Not in the spec (issue 20): a report is the receiver's complaint; the sender knows the message exists, so 403. */
  ownMessage: "You can't report your own message",
  reportNotFound: 'Report not found',
  notPending: 'Only pending reports can be resolved or dismissed',
  invalidStatus: "status must be 'resolved' or 'dismissed'",
  invalidFilter: "status must be 'pending', 'resolved', 'dismissed' or 'all'",
  userNotFound: 'User not found',
} as const;

/** `POST /api/messages/{messageId}/report`. */
export const reportSchema = requestSchema({
  // A text area: line breaks and tabs are its own; a reason of invisible characters only is no reason.
  reason: yup.string().trim().transform(emptyWhenInvisible).required(ReportMessages.reasonRequired).max(ReportLimits.reasonMax, ReportMessages.reasonMax)
    .test(safeText(ReportMessages.reasonCharacters, { multiline: true })),
});

/** `PATCH /api/admin/messages/report/{reportId}`: Mark Resolved or Dismiss. */
export const reportStatusSchema = requestSchema({
  status: yup.string().oneOf(['resolved', 'dismissed'] as const, ReportMessages.invalidStatus).required(ReportMessages.invalidStatus),
});

/** `?status=` of the reports list (absent means all). */
export const isReportStatusFilter = (value: unknown): value is ReportStatusFilter =>
  typeof value === 'string' && (REPORT_STATUS_FILTERS as readonly string[]).includes(value);
