import { formatSuspensionUntil } from '@cannaverse/contracts';
import type { AuditRecord } from '../audit/audit.repository.js';

/** "Suspended a member for 7 days (until 3 December 2026, 14:05 UTC): reason" / "… permanently: reason". */
export function suspensionAudit(adminId: string, facts: { userId: string; days: number | null; until: Date | null; reason: string; decisionId: string | null }): AuditRecord {
  const span = facts.days === null || facts.until === null
    ? 'permanently'
    : `for ${facts.days} day${facts.days === 1 ? '' : 's'} (until ${formatSuspensionUntil(facts.until)})`;
  return {
    adminId,
    action: 'member_suspension',
    subjectIds: [facts.userId],
    reason: `Suspended a member ${span}: ${facts.reason}`,
    detail: { userId: facts.userId, days: facts.days, until: facts.until?.toISOString() ?? null, decisionId: facts.decisionId },
  };
}

export const liftAudit = (adminId: string, userId: string): AuditRecord => ({
  adminId, action: 'suspension_lift', subjectIds: [userId], reason: 'Lifted a suspension', detail: { userId },
});
