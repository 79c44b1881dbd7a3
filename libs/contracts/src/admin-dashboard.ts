import type { ErasingService } from './event-schemas.js';
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
  /** Deleted accounts whose data is being erased, and the latest finished (issue 25; from moderation). */
  accountErasures: AccountErasuresDto | null;
}

/** One deleted account's erasure: when each service finished its part (null: not yet). */
export interface AccountErasureDto {
  userId: string;
  /** When the member asked (null until identity's event reached moderation). */
  requestedAt: string | null;
  finishedAt: string | null;
  services: Array<{ service: ErasingService; erasedAt: string | null }>;
}

export interface AccountErasuresDto {
  inProgress: AccountErasureDto[];
  finished: AccountErasureDto[];
}

/** How many erasures of each kind the dashboard lists. */
export const DASHBOARD_ERASURE_ENTRIES = 10;

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
  accountErasures: AccountErasuresDto;
}

/** streaming's part (`streaming.stats.get`): streams live right now (declared with the livestreams API). */
export type { LiveStreamStats as StreamingStatsDto } from './livestreams.js';

/** How many audit entries the dashboard shows before "Load more". */
export const DASHBOARD_AUDIT_ENTRIES = 10;
