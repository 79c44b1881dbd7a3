import type { ReportStatusFilter, ReviewedReportStatus } from '@cannaverse/contracts';
import type { AuditRecord } from './audit.repository.js';

/** The two parties of a message: whose private words an admin saw. */
export interface MessageParties {
  sender_id: string;
  receiver_id: string;
}

/** Every member whose messages are among `messages`, once each, in order of appearance. */
export const subjectsOf = (messages: MessageParties[]): string[] => [...new Set(messages.flatMap((m) => [m.sender_id, m.receiver_id]))];

/** Reading a page of reported messages; nothing to log when the page showed none. */
export function reportListAudit(adminId: string, filter: ReportStatusFilter, reports: Array<MessageParties & { id: string }>, cursor: string | null): AuditRecord | null {
  if (reports.length === 0) return null;
  return {
    adminId,
    action: 'report_list',
    subjectIds: subjectsOf(reports),
    reason: filter === 'all' ? 'Reviewed reported messages' : `Reviewed ${filter} reported messages`,
    detail: { filter, reportIds: reports.map((r) => r.id), page: cursor ? 'later' : 'first' },
  };
}

/** The Overview tab quotes the most recent reports' messages. */
export function overviewAudit(adminId: string, reports: Array<MessageParties & { id: string }>): AuditRecord | null {
  if (reports.length === 0) return null;
  return { adminId, action: 'report_overview', subjectIds: subjectsOf(reports), reason: 'Viewed the most recent reports', detail: { reportIds: reports.map((r) => r.id) } };
}

export function reportStatusAudit(adminId: string, report: MessageParties & { id: string }, status: ReviewedReportStatus): AuditRecord {
  return { adminId, action: 'report_status', subjectIds: subjectsOf([report]), reason: `Marked a report ${status}`, detail: { reportId: report.id, status } };
}

/** The User Search tab: logged even when it finds nothing, because looking is what is audited. */
export function userLookupAudit(adminId: string, userId: string, messageIds: string[], cursor: string | null): AuditRecord {
  return {
    adminId,
    action: 'user_lookup',
    subjectIds: [userId],
    reason: "Looked up a member's messages",
    detail: { messageIds, page: cursor ? 'later' : 'first' },
  };
}
