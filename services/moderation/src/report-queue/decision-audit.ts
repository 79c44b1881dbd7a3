import type { DecisionAction, ReportTargetType } from '@cannaverse/contracts';
import type { AuditRecord } from '../audit/audit.repository.js';

export interface DecisionFacts {
  id: string;
  decisionId: string;
  target_type: ReportTargetType;
  target_id: string;
  author_id: string | null;
  rule: string;
  ruleTitle: string;
  action: DecisionAction;
  note: string | null;
}

const VERBS: Record<DecisionAction, string> = { dismiss: 'Dismissed', remove: 'Removed', warn: 'Warned', suspend: 'Suspended' };
const OBJECTS: Record<ReportTargetType, string> = { post: 'a post', comment: 'a comment', story: 'a story', member: 'a member', stream: 'a stream', chat: 'a chat line' };

/**
 * Every decision is audited: who (the admin), what (action, target) and why (the rule, and the
 * admin's note when given). The author is the subject; a dismissal names them too (they were looked at).
 */
export function decisionAudit(adminId: string, facts: DecisionFacts): AuditRecord {
  const what = facts.action === 'dismiss'
    ? `Dismissed a report of ${OBJECTS[facts.target_type]} under ${facts.ruleTitle}`
    : facts.action === 'warn' && facts.target_type !== 'member'
      ? `Warned the author of ${OBJECTS[facts.target_type]} under ${facts.ruleTitle}`
      : `${VERBS[facts.action]} ${OBJECTS[facts.target_type]} under ${facts.ruleTitle}`;
  return {
    adminId,
    action: 'report_decision',
    subjectIds: facts.author_id ? [facts.author_id] : [],
    reason: facts.note ? `${what}: ${facts.note}` : what,
    detail: { reportId: facts.id, decisionId: facts.decisionId, action: facts.action, targetType: facts.target_type, targetId: facts.target_id, rule: facts.rule },
  };
}
