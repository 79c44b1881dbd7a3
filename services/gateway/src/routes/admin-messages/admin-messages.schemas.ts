import {
  AUDIT_ACTIONS, REPORT_STATUSES,
  type AdminMessageStatsDto, type AuditAction, type AuditEntryDto, type MessageReportDto, type RecentReportSummaryDto,
  type ReportPartyDto, type ReportStatus, type ReviewedReportStatus, type UserMessageDto,
} from '@cannaverse/contracts';
import { bool, dateTime, int, list, obj, oneOf, str, strOrNull, uuid } from '../../openapi/schema-props.js';

export class ReportPartyResponse implements ReportPartyDto {
  @uuid() id!: string;
  @str() username!: string;
  @strOrNull() avatar!: string | null;
}

export class ReportedMessageResponse {
  @uuid() id!: string;
  @str() content!: string;
  @dateTime() createdAt!: string;
}

export class MessageReportResponse implements MessageReportDto {
  @uuid() id!: string;
  @oneOf(REPORT_STATUSES) status!: ReportStatus;
  @str() reason!: string;
  @dateTime() createdAt!: string;
  @obj(() => ReportPartyResponse) sender!: ReportPartyResponse;
  @obj(() => ReportPartyResponse) receiver!: ReportPartyResponse;
  @obj(() => ReportPartyResponse) reporter!: ReportPartyResponse;
  @obj(() => ReportedMessageResponse) message!: ReportedMessageResponse;
}

export class RecentReportSummaryResponse implements RecentReportSummaryDto {
  @uuid() reportId!: string;
  @str() senderUsername!: string;
  @str() reporterUsername!: string;
  @dateTime() reportedAt!: string;
  @oneOf(REPORT_STATUSES) status!: ReportStatus;
  @str() messageContent!: string;
  @str() reason!: string;
}

export class AdminMessageStatsResponse implements AdminMessageStatsDto {
  @int() totalMessages!: number;
  @int() totalReported!: number;
  @int() pendingReports!: number;
  @list(() => RecentReportSummaryResponse, { description: 'The 5 newest reports.' }) recentReports!: RecentReportSummaryResponse[];
}

export class UserMessageResponse implements UserMessageDto {
  @uuid() id!: string;
  @obj(() => ReportPartyResponse) sender!: ReportPartyResponse;
  @obj(() => ReportPartyResponse) receiver!: ReportPartyResponse;
  @str() content!: string;
  @dateTime() createdAt!: string;
  @bool() read!: boolean;
}

export class AuditEntryResponse implements AuditEntryDto {
  @uuid() id!: string;
  @obj(() => ReportPartyResponse) admin!: ReportPartyResponse;
  @oneOf(AUDIT_ACTIONS) action!: AuditAction;
  @list(() => ReportPartyResponse, { description: 'The members whose messages were shown.' }) subjects!: ReportPartyResponse[];
  @str() reason!: string;
  @dateTime() createdAt!: string;
}

export class ReportStatusBody {
  @oneOf(['resolved', 'dismissed']) status!: ReviewedReportStatus;
}
