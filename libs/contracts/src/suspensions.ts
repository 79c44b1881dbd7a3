/**
 * Suspensions (issue 24): an admin suspends a member for 1–365 days or permanently, and may lift it.
 * Moderation owns them; identity, the gateway and every content-owning service act on its events
 * (`moderation.member.suspended` / `.unsuspended`).
 */

export const SuspensionLimits = {
  daysMin: 1,
  daysMax: 365,
  reasonMax: 500,
} as const;

/** `POST /api/admin/members/{id}/suspension`: `days` null is a permanent suspension. */
export interface SuspendMemberInput {
  days: number | null;
  reason: string;
}

/** A member's current suspension, as admins see it. */
export interface SuspensionDto {
  userId: string;
  /** When it ends by itself; null: permanent. */
  until: string | null;
  reason: string;
  suspendedBy: string;
  suspendedAt: string;
}

/** `GET /api/admin/members/{id}/suspension`: null when the member is not suspended (or it ran out). */
export interface MemberSuspensionStateDto {
  suspension: SuspensionDto | null;
}

/** `DELETE /api/admin/members/{id}/suspension`. */
export interface SuspensionLiftedDto {
  userId: string;
  liftedAt: string;
}

/**
 * How a suspension's end date reads in the login refusal: UTC, day-month-year with the month's
 * name and the minute (`3 December 2026, 14:05 UTC`), one form for every reader whatever their locale.
 */
export function formatSuspensionUntil(until: Date | string): string {
  const date = typeof until === 'string' ? new Date(until) : until;
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

export const SuspensionMessages = {
  daysInvalid: `days must be a whole number from ${SuspensionLimits.daysMin} to ${SuspensionLimits.daysMax}, or null for a permanent suspension`,
  reasonRequired: 'Please give a reason',
  reasonMax: `Reason can't exceed ${SuspensionLimits.reasonMax} characters`,
  reasonCharacters: 'Reason contains characters that are not allowed',
  memberNotFound: 'Member not found',
  notSuspended: 'This member is not suspended',
  suspendSelf: "You can't suspend yourself",
  suspendAdmin: 'An admin cannot be suspended',
  /** The login refusal (403): the exact wording of issue 24. */
  suspendedUntil: (until: Date | string, reason: string) => `Your account is suspended until ${formatSuspensionUntil(until)}: ${reason}`,
  suspendedPermanently: (reason: string) => `Your account is suspended permanently: ${reason}`,
  streamNotFound: 'Live stream not found',
  streamNotLive: 'This stream is not live',
} as const;

/** The refusal for a suspension ending at `until` (null: permanent). */
export const suspendedLoginMessage = (until: Date | string | null, reason: string): string =>
  until === null ? SuspensionMessages.suspendedPermanently(reason) : SuspensionMessages.suspendedUntil(until, reason);
