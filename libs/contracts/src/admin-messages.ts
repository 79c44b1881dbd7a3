/**
 * Reports of direct messages and the admin's message monitoring (`/api/messages/{id}/report`,
 * `/api/admin/messages/*`, `/api/admin/audit`; the moderation service's features). Shapes follow
 * content-spec §3.
 */

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The Reports tab's filter (content-spec §2). */
export const REPORT_STATUS_FILTERS = ['pending', 'resolved', 'dismissed', 'all'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];
/** What `PATCH /api/admin/messages/report/{id}` may set: a report only leaves pending. */
export type ReviewedReportStatus = Exclude<ReportStatus, 'pending'>;

/** `POST /api/messages/{messageId}/report`. */
export interface CreateReportInput {
  reason: string;
}

/** Answer of a new report. */
export interface ReportReceiptDto {
  id: string;
  messageId: string;
  status: ReportStatus;
  createdAt: string;
}

/** A party of a reported message as the admin list shows it (username, id, avatar). */
export interface ReportPartyDto {
  id: string;
  username: string;
  avatar: string | null;
}

/** Message report (admin list). */
export interface MessageReportDto {
  id: string;
  status: ReportStatus;
  reason: string;
  createdAt: string;
  sender: ReportPartyDto;
  receiver: ReportPartyDto;
  reporter: ReportPartyDto;
  message: { id: string; content: string; createdAt: string };
}

/** Recent-report summary (the Overview tab's list). */
export interface RecentReportSummaryDto {
  reportId: string;
  senderUsername: string;
  reporterUsername: string;
  reportedAt: string;
  status: ReportStatus;
  messageContent: string;
  reason: string;
}

/** `GET /api/admin/messages/stats`. */
export interface AdminMessageStatsDto {
  totalMessages: number;
  totalReported: number;
  pendingReports: number;
  recentReports: RecentReportSummaryDto[];
}

/** User message (`GET /api/admin/messages/user/{userId}`), shown as Read or Unread. */
export interface UserMessageDto {
  id: string;
  sender: ReportPartyDto;
  receiver: ReportPartyDto;
  content: string;
  createdAt: string;
  read: boolean;
}

/** The outcome of a member's own report, shown on their messages page until they dismiss it. */
export interface ReportOutcomeDto {
  reportId: string;
  messageId: string;
  status: ReviewedReportStatus;
  reviewedAt: string;
  /** The start of the reported message, so the reporter knows which one (they are one of its parties). */
  messageExcerpt: string;
}

/** Why an admin read members' messages. */
export const AUDIT_ACTIONS = [
  'report_list', 'report_overview', 'report_status', 'user_lookup', 'report_decision', 'member_suspension', 'suspension_lift', 'stream_end', 'appeal_decision',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of the admin audit log: who read whose messages, when and why. */
export interface AuditEntryDto {
  id: string;
  admin: ReportPartyDto;
  action: AuditAction;
  /** The members whose messages were shown. */
  subjects: ReportPartyDto[];
  reason: string;
  createdAt: string;
}
