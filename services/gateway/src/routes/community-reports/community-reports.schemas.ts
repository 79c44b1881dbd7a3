import {
  COMMUNITY_RULE_IDS, CONTENT_REPORT_STATUSES, DECISION_ACTIONS, QUEUE_TARGET_TYPES, REPORT_TARGET_TYPES, type QueueTargetType,
  type CommunityRuleDto, type ContentReportReceiptDto, type ContentReportStatus, type CreateContentReportInput, type DecisionAction,
  type ModerationNoticeDto, type MyContentReportDto, type QueuedReportDto, type ReportDecisionInput, type ReportDecisionSummaryDto,
  type ReportSnapshotDto, type ReportTargetType,
} from '@cannaverse/contracts';
import { dateTime, dateTimeOrNull, int, obj, objOrNull, oneOf, oneOfOrNull, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';
import { ReportPartyResponse } from '../admin-messages/admin-messages.schemas.js';
import { MyAppealResponse } from '../appeals/appeals.schemas.js';

export class CommunityRuleResponse implements CommunityRuleDto {
  @oneOf(COMMUNITY_RULE_IDS) id!: string;
  @str() title!: string;
  @str() description!: string;
}

export class CreateContentReportBody implements CreateContentReportInput {
  @oneOf(REPORT_TARGET_TYPES) targetType!: ReportTargetType;
  @str({ description: 'A UUID (post, comment, member) or an integer id (story, stream, chat line).', maxLength: 64 }) targetId!: string;
  @oneOf(COMMUNITY_RULE_IDS, { description: 'A rule id from `GET /api/community-rules`.' }) rule!: string;
  @str({ ...optional, maxLength: 1000 }) details?: string;
}

export class ContentReportReceiptResponse implements ContentReportReceiptDto {
  @uuid() id!: string;
  @oneOf(['pending']) status!: 'pending';
}

export class MyContentReportResponse implements MyContentReportDto {
  @uuid() id!: string;
  @oneOf(REPORT_TARGET_TYPES) targetType!: ReportTargetType;
  @str() targetId!: string;
  @str() rule!: string;
  @strOrNull() details!: string | null;
  @oneOf(CONTENT_REPORT_STATUSES) status!: ContentReportStatus;
  @oneOfOrNull(DECISION_ACTIONS, { description: 'What the moderators did, once decided.' }) outcome!: DecisionAction | null;
  @strOrNull({ description: 'The start of the reported content, as it was when reported.' }) excerpt!: string | null;
  @dateTime() createdAt!: string;
  @dateTimeOrNull() decidedAt!: string | null;
}

export class ReportSnapshotResponse implements ReportSnapshotDto {
  @strOrNull() excerpt!: string | null;
  @objOrNull(() => ReportPartyResponse) author!: ReportPartyResponse | null;
  @strOrNull() mediaThumbnail!: string | null;
  @strOrNull({ description: 'Where the web app shows the target.' }) link!: string | null;
}

export class ReportDecisionSummaryResponse implements ReportDecisionSummaryDto {
  @uuid() id!: string;
  @oneOf(DECISION_ACTIONS) action!: DecisionAction;
  @strOrNull() note!: string | null;
  @dateTime() decidedAt!: string;
}

export class QueuedReportResponse implements QueuedReportDto {
  @uuid() id!: string;
  @oneOf(QUEUE_TARGET_TYPES, { description: "`message`: a reported direct message ('dismiss' sets it Dismissed, 'warn' Resolved, as /admin/messages does)." }) targetType!: QueueTargetType;
  @str() targetId!: string;
  @str() rule!: string;
  @strOrNull() details!: string | null;
  @oneOf(CONTENT_REPORT_STATUSES) status!: ContentReportStatus;
  @dateTime() createdAt!: string;
  @obj(() => ReportPartyResponse) reporter!: ReportPartyResponse;
  @obj(() => ReportSnapshotResponse, { description: 'The target as it was when reported.' }) snapshot!: ReportSnapshotResponse;
  @int({ description: 'How many other members reported the same target.' }) otherReports!: number;
  @objOrNull(() => ReportDecisionSummaryResponse) decision!: ReportDecisionSummaryResponse | null;
}

export class ReportDecisionBody implements ReportDecisionInput {
  @oneOf(DECISION_ACTIONS, { description: "'suspend' answers 400 for now (suspensions are not built yet)." }) action!: DecisionAction;
  @int({ ...optional, minimum: 1, maximum: 365 }) days?: number;
  @str({ ...optional, maxLength: 1000, description: 'Why: kept in the audit log and shown to the author with a removal or warning.' }) note?: string;
}

export class ModerationNoticeResponse implements ModerationNoticeDto {
  @uuid() id!: string;
  @oneOf(['remove', 'warn']) action!: 'remove' | 'warn';
  @oneOf(REPORT_TARGET_TYPES) targetType!: ReportTargetType;
  @str() rule!: string;
  @str() ruleTitle!: string;
  @oneOf(['Removed by moderators', 'Warning from moderators']) headline!: string;
  @strOrNull() excerpt!: string | null;
  @strOrNull() note!: string | null;
  @dateTime() createdAt!: string;
  @objOrNull(() => MyAppealResponse, { description: "The member's appeal of this decision, once made." }) appeal!: MyAppealResponse | null;
}
