import { ERASING_SERVICES, type AccountErasureDto, type ErasingService, type AccountErasuresDto, type AdminDashboardDto } from '@cannaverse/contracts';
import { dateTimeOrNull, intOrNull, list, listOrNull, objOrNull, oneOf, uuid } from '../../openapi/schema-props.js';
import { AuditEntryResponse } from '../admin-messages/admin-messages.schemas.js';

export class ServiceErasureResponse {
  @oneOf(ERASING_SERVICES) service!: ErasingService;
  @dateTimeOrNull({ description: 'When that service finished; null while it has not.' }) erasedAt!: string | null;
}

export class AccountErasureResponse implements AccountErasureDto {
  @uuid({ description: 'The deleted account\'s id (nothing else of it is left).' }) userId!: string;
  @dateTimeOrNull() requestedAt!: string | null;
  @dateTimeOrNull() finishedAt!: string | null;
  @list(() => ServiceErasureResponse) services!: ServiceErasureResponse[];
}

export class AccountErasuresResponse implements AccountErasuresDto {
  @list(() => AccountErasureResponse, { description: 'The 10 most recently active.' }) inProgress!: AccountErasureResponse[];
  @list(() => AccountErasureResponse, { description: 'The 10 latest finished (records are kept 90 days).' }) finished!: AccountErasureResponse[];
}

/** Each figure from the service that owns it; null when that service did not answer within 1.5 s. */
export class AdminDashboardResponse implements AdminDashboardDto {
  @intOrNull() members!: number | null;
  @intOrNull() posts!: number | null;
  @intOrNull() messages!: number | null;
  @intOrNull() pendingReports!: number | null;
  @intOrNull() liveNow!: number | null;
  @listOrNull(() => AuditEntryResponse) recentAudit!: AuditEntryResponse[] | null;
  @objOrNull(() => AccountErasuresResponse, { description: 'Deleted accounts being erased and the latest finished, service by service.' }) accountErasures!: AccountErasuresResponse | null;
}
