import type { AuditEntryDto } from './admin-messages.js';

/**
 * `/admin/dashboard` (`GET /api/admin/dashboard`): each figure from the service that owns it,
 * asked in parallel by the gateway; `null` when that service does not answer in time.
 */
export interface AdminDashboardDto {
  members: number | null;
  posts: number | null;
  messages: number | null;
  pendingReports: number | null;
  liveNow: number | null;
  recentAudit: AuditEntryDto[] | null;
}

/** identity's part (`identity.stats.get`, admins only). */
export interface IdentityStatsDto {
  members: number;
}

/** social's part (`social.stats.get`, admins only). */
export interface SocialStatsDto {
  posts: number;
  messages: number;
}

/** moderation's part (`moderation.dashboard.get`, admins only). */
export interface ModerationDashboardDto {
  pendingReports: number;
  recentAudit: AuditEntryDto[];
}

/** streaming's part (`streaming.stats.get`): streams live right now (declared with the livestreams API). */
export type { LiveStreamStats as StreamingStatsDto } from './livestreams.js';

/** How many audit entries the dashboard shows before "Load more". */
export const DASHBOARD_AUDIT_ENTRIES = 10;
