import type { AdminDashboardDto } from '@cannaverse/contracts';
import { intOrNull, listOrNull } from '../../openapi/schema-props.js';
import { AuditEntryResponse } from '../admin-messages/admin-messages.schemas.js';

/** Each figure from the service that owns it; null when that service did not answer within 1.5 s. */
export class AdminDashboardResponse implements AdminDashboardDto {
  @intOrNull() members!: number | null;
  @intOrNull() posts!: number | null;
  @intOrNull() messages!: number | null;
  @intOrNull() pendingReports!: number | null;
  @intOrNull() liveNow!: number | null;
  @listOrNull(() => AuditEntryResponse) recentAudit!: AuditEntryResponse[] | null;
}
