/**
 * Community rules, reports of any content and the one moderation queue (issue 24; the moderation
 * service's `community-rules/`, `community-reports/` and `report-queue/` features). Reports of
 * direct messages keep their own shapes (admin-messages.ts) and screens (/admin/messages).
 */
import type { ReportPartyDto } from './admin-messages.js';

export interface CommunityRuleDto {
  id: string;
  title: string;
  description: string;
}

/** The rules a report is filed under (`GET /api/community-rules`, the /rules page, the report form). */
export const COMMUNITY_RULES = [
  { id: 'harassment', title: 'Harassment', description: 'Threats, insults, pile-ons or unwanted contact aimed at a member.' },
  { id: 'hate', title: 'Hate', description: 'Attacks on people for who they are: race, ethnicity, religion, gender, sexuality, disability or origin.' },
  { id: 'spam-or-selling', title: 'Spam or selling', description: 'Repeated unwanted posts, scams, advertising or offers to sell.' },
  { id: 'minor-sexual-content', title: 'Sexual content involving minors', description: 'Any sexual content that involves or depicts a minor. We report it to the authorities.' },
  { id: 'illegal-sales', title: 'Illegal sales', description: 'Offering, asking for or arranging the sale of cannabis or other controlled goods.' },
  { id: 'safety-misinformation', title: 'Misinformation about safety', description: 'False claims about dosing, mixing, growing or health that could hurt someone.' },
  { id: 'impersonation', title: 'Impersonation', description: 'Pretending to be another member, a brand or a public person.' },
  { id: 'other', title: 'Other', description: 'Something else that breaks the spirit of the community. Tell us more in the details.' },
] as const satisfies readonly CommunityRuleDto[];
export type CommunityRuleId = (typeof COMMUNITY_RULES)[number]['id'];
export const COMMUNITY_RULE_IDS = COMMUNITY_RULES.map((rule) => rule.id) as CommunityRuleId[];
export const ruleTitle = (id: string): string => COMMUNITY_RULES.find((rule) => rule.id === id)?.title ?? id;

export const REPORT_TARGET_TYPES = ['post', 'comment', 'story', 'member', 'stream', 'chat'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/**
 * The queue's types: every reportable type, and the direct messages reported through the spec's
 * `POST /api/messages/{id}/report` (their own table and /admin/messages screens; issue 24's one queue).
 */
export const QUEUE_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'message'] as const;
export type QueueTargetType = (typeof QUEUE_TARGET_TYPES)[number];

/** pending → actioned (removed or warned) | dismissed. */
export const CONTENT_REPORT_STATUSES = ['pending', 'actioned', 'dismissed'] as const;
export type ContentReportStatus = (typeof CONTENT_REPORT_STATUSES)[number];
export const CONTENT_REPORT_STATUS_FILTERS = [...CONTENT_REPORT_STATUSES, 'all'] as const;
export type ContentReportStatusFilter = (typeof CONTENT_REPORT_STATUS_FILTERS)[number];

export const DECISION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** `POST /api/reports`. */
export interface CreateContentReportInput {
  targetType: ReportTargetType;
  targetId: string;
  rule: string;
  details?: string;
}

export interface ContentReportReceiptDto {
  id: string;
  status: 'pending';
}

/**
 * What the owning service answers moderation about a reported target (`<service>.report-target.get`,
 * `{ targetType, targetId }`), or 404. Moderation adds the author's card from its own user cards.
 */
export interface ReportTargetDto {
  authorId: string;
  excerpt: string | null;
  mediaThumbnail: string | null;
  /** Where the web app shows the target (`/posts/…`, `/livestreams/…`), or null. */
  link: string | null;
}

/** The target as it was when reported. */
export interface ReportSnapshotDto {
  excerpt: string | null;
  author: ReportPartyDto | null;
  mediaThumbnail: string | null;
  link: string | null;
}

export interface ReportDecisionSummaryDto {
  id: string;
  action: DecisionAction;
  note: string | null;
  decidedAt: string;
}

/** `GET /api/reports/mine`: the caller's reports, newest first. */
export interface MyContentReportDto {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  rule: string;
  details: string | null;
  status: ContentReportStatus;
  /** What the moderators did, once decided: 'dismiss', 'remove', 'warn'. */
  outcome: DecisionAction | null;
  excerpt: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** `GET /api/admin/reports`: a report with its snapshot, its reporter and how many others reported the same target. */
export interface QueuedReportDto {
  id: string;
  /** 'message': a reported direct message; 'dismiss' sets it Dismissed and 'warn' Resolved, as /admin/messages does. */
  targetType: QueueTargetType;
  targetId: string;
  rule: string;
  details: string | null;
  status: ContentReportStatus;
  createdAt: string;
  reporter: ReportPartyDto;
  snapshot: ReportSnapshotDto;
  otherReports: number;
  decision: ReportDecisionSummaryDto | null;
}

/** `POST /api/admin/reports/{id}/decision`. */
export interface ReportDecisionInput {
  action: DecisionAction;
  days?: number;
  note?: string;
}

/** A decision about a member's content or account, as they see it (`GET /api/moderation/notices`). */
export interface ModerationNoticeDto {
  id: string;
  action: 'remove' | 'warn';
  targetType: ReportTargetType;
  rule: string;
  ruleTitle: string;
  /** 'Removed by moderators' or 'Warning from moderators'. */
  headline: string;
  excerpt: string | null;
  note: string | null;
  createdAt: string;
  /** The member's appeal of this decision (one per decision), or null. */
  appeal: MyAppealDto | null;
}

/** pending → upheld (the decision stands) | reversed (undone: removed content is back). */
export const APPEAL_STATUSES = ['pending', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_STATUS_FILTERS = [...APPEAL_STATUSES, 'all'] as const;
export type AppealStatusFilter = (typeof APPEAL_STATUS_FILTERS)[number];
export const APPEAL_ACTIONS = ['uphold', 'reverse'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/** `POST /api/appeals`. */
export interface CreateAppealInput {
  decisionId: string;
  text: string;
}

/** An appeal as its member sees it (in their notice, and the answer of `POST /api/appeals`). */
export interface MyAppealDto {
  id: string;
  decisionId: string;
  status: AppealStatus;
  text: string;
  /** The admin's note on the outcome, once decided. */
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** `GET /api/admin/appeals`: an appeal with the decision it contests and the member. */
export interface QueuedAppealDto {
  id: string;
  status: AppealStatus;
  text: string;
  createdAt: string;
  member: ReportPartyDto;
  decision: {
    id: string;
    action: DecisionAction;
    targetType: ReportTargetType;
    targetId: string;
    rule: string;
    ruleTitle: string;
    excerpt: string | null;
    note: string | null;
    decidedAt: string;
  };
  outcome: { note: string | null; decidedAt: string } | null;
}

/** `POST /api/admin/appeals/{id}/decision`. */
export interface AppealDecisionInput {
  action: AppealAction;
  note?: string;
}

export const AppealLimits = { textMax: 2000, noteMax: 1000 } as const;

export const AppealMessages = {
  decisionIdRequired: 'decisionId is required',
  decisionNotFound: 'Decision not found',
  textRequired: 'Please say why the decision should change',
  textMax: `Your appeal can't exceed ${AppealLimits.textMax} characters`,
  textCharacters: 'Your appeal contains characters that are not allowed',
  alreadyAppealed: 'You have already appealed this decision',
  dismissNotAppealable: 'A dismissed report is not a decision about you',
  appealNotFound: 'Appeal not found',
  notPending: 'This appeal has already been decided',
  actionInvalid: "action must be 'uphold' or 'reverse'",
  noteMax: `Note can't exceed ${AppealLimits.noteMax} characters`,
  invalidStatusFilter: "status must be 'pending', 'upheld', 'reversed' or 'all'",
  submitted: 'Your appeal was sent to the moderators.',
} as const;

/** How the member reads an appeal's status. */
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  pending: 'Appeal pending',
  upheld: 'Appeal declined: the decision stands',
  reversed: 'Appeal accepted: the decision was reversed',
};

export const CommunityReportLimits = {
  detailsMax: 1000,
  noteMax: 1000,
  excerptLength: 280,
} as const;

export const CommunityReportMessages = {
  targetTypeInvalid: "targetType must be one of 'post', 'comment', 'story', 'member', 'stream', 'chat'",
  queueTargetTypeInvalid: "targetType must be one of 'post', 'comment', 'story', 'member', 'stream', 'chat', 'message'",
  messageDecision: "A reported message is dismissed or resolved: choose 'dismiss' or 'warn'",
  targetIdRequired: 'targetId is required',
  ruleRequired: 'Please choose a rule',
  ruleUnknown: 'Unknown rule',
  detailsMax: `Details can't exceed ${CommunityReportLimits.detailsMax} characters`,
  detailsCharacters: 'Details contain characters that are not allowed',
  targetNotFound: 'The reported content was not found',
  alreadyReported: 'You have already reported this',
  ownContent: "You can't report your own content",
  reportNotFound: 'Report not found',
  notPending: 'This report has already been decided',
  actionInvalid: "action must be one of 'dismiss', 'remove', 'warn', 'suspend'",
  removeMember: 'A member cannot be removed: warn them instead',
  noteMax: `Note can't exceed ${CommunityReportLimits.noteMax} characters`,
  invalidStatusFilter: "status must be 'pending', 'actioned', 'dismissed' or 'all'",
  /** What the author sees on removed content. */
  removedHeadline: 'Removed by moderators',
  warnedHeadline: 'Warning from moderators',
  submitted: 'Thanks. Your report was sent to the moderators.',
} as const;

/** How the reporter reads an outcome. */
export const REPORT_OUTCOME_LABELS: Record<DecisionAction, string> = {
  dismiss: 'No rule broken',
  remove: 'Content removed',
  warn: 'Member warned',
  suspend: 'Member suspended',
};

/**
 * Limits on an account's first 24 hours (issue 24; Discourse's trust level 0, simplified): the
 * gateway enforces them from the session's account creation time. docs/decisions.md has the why.
 */
export const NewAccountLimits = { hours: 24, conversations: 3, reportsPerHour: 3 } as const;

export const NewAccountMessages = {
  conversations: `New accounts can start only ${NewAccountLimits.conversations} conversations in their first ${NewAccountLimits.hours} hours`,
  /** The 429's text; `<n>` is the wait in seconds (Retry-After). */
  reports: `New accounts can send only ${NewAccountLimits.reportsPerHour} reports an hour in their first ${NewAccountLimits.hours} hours. Try again in <n> second(s).`,
  messageMedia: `New accounts can't send photos or videos in messages in their first ${NewAccountLimits.hours} hours`,
} as const;
