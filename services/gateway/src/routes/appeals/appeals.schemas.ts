import {
  APPEAL_ACTIONS, APPEAL_STATUSES, DECISION_ACTIONS, REPORT_TARGET_TYPES,
  type AppealAction, type AppealDecisionInput, type AppealStatus, type CreateAppealInput, type DecisionAction, type MyAppealDto,
  type QueuedAppealDto, type ReportTargetType,
} from '@cannaverse/contracts';
import { dateTime, dateTimeOrNull, obj, objOrNull, oneOf, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';
import { ReportPartyResponse } from '../admin-messages/admin-messages.schemas.js';

export class CreateAppealBody implements CreateAppealInput {
  @uuid({ description: 'A decision about the caller (the `id` of a notice from `GET /api/moderation/notices`).' }) decisionId!: string;
  @str({ maxLength: 2000, description: 'Why the decision should change.' }) text!: string;
}

export class MyAppealResponse implements MyAppealDto {
  @uuid() id!: string;
  @uuid() decisionId!: string;
  @oneOf(APPEAL_STATUSES) status!: AppealStatus;
  @str() text!: string;
  @strOrNull({ description: "The admin's note on the outcome." }) note!: string | null;
  @dateTime() createdAt!: string;
  @dateTimeOrNull() decidedAt!: string | null;
}

export class AppealedDecisionResponse {
  @uuid() id!: string;
  @oneOf(DECISION_ACTIONS) action!: DecisionAction;
  @oneOf(REPORT_TARGET_TYPES) targetType!: ReportTargetType;
  @str() targetId!: string;
  @str() rule!: string;
  @str() ruleTitle!: string;
  @strOrNull({ description: 'The target as it was when reported.' }) excerpt!: string | null;
  @strOrNull() note!: string | null;
  @dateTime() decidedAt!: string;
}

export class AppealOutcomeResponse {
  @strOrNull() note!: string | null;
  @dateTime() decidedAt!: string;
}

export class QueuedAppealResponse implements QueuedAppealDto {
  @uuid() id!: string;
  @oneOf(APPEAL_STATUSES) status!: AppealStatus;
  @str() text!: string;
  @dateTime() createdAt!: string;
  @obj(() => ReportPartyResponse) member!: ReportPartyResponse;
  @obj(() => AppealedDecisionResponse) decision!: AppealedDecisionResponse;
  @objOrNull(() => AppealOutcomeResponse) outcome!: AppealOutcomeResponse | null;
}

export class AppealDecisionBody implements AppealDecisionInput {
  @oneOf(APPEAL_ACTIONS, { description: "'reverse' undoes the decision (a removed post, comment, story or chat line is back)." }) action!: AppealAction;
  @str({ ...optional, maxLength: 1000, description: 'Why: kept in the audit log and shown to the member.' }) note?: string;
}
