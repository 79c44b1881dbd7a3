import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import { ModerationEvents, SuspensionMessages as M, type Actor } from '@cannaverse/contracts';
import { publishEvent, requestSchema, requireIntId, RpcError, validatePayload } from '@cannaverse/platform';
import { AuditRepository } from '../audit/audit.repository.js';
import { ReportTargetsClient } from '../community-reports/report-targets.client.js';

const endPayload = requestSchema({
  id: yup.mixed().required(M.streamNotFound),
  reason: yup.string().strict().trim().max(500, 'Reason can\'t exceed 500 characters').optional(),
});

/**
 * An admin ends any live stream from the admin tools (issue 24), audited here: the stream is looked
 * up at its owner (streaming, 404 when unknown), then the audit row and `moderation.livestream.ended`
 * commit together and streaming ends the stream as an End Stream does (viewers told at once).
 */
@Injectable()
export class StreamEndingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly targets: ReportTargetsClient,
    private readonly audit: AuditRepository,
  ) {}

  async end(admin: Actor, input: unknown, requestId?: string): Promise<{ ok: true }> {
    const payload = validatePayload(endPayload, input);
    const streamId = requireIntId(payload.id, M.streamNotFound);
    const stream = await this.targets.snapshot('stream', String(streamId), requestId).catch((error: unknown) => {
      if (error instanceof RpcError && error.status === 404) throw RpcError.notFound(M.streamNotFound);
      throw error;
    });
    const reason = payload.reason ? payload.reason : null;
    await this.dataSource.transaction(async (manager) => {
      await publishEvent(manager, ModerationEvents.streamEndOrdered, { streamId, endedBy: admin.id, reason, at: new Date().toISOString() });
      await this.audit.record({
        adminId: admin.id, action: 'stream_end', subjectIds: [stream.authorId],
        reason: reason ? `Ended a live stream: ${reason}` : 'Ended a live stream', detail: { streamId },
      }, manager);
    });
    return { ok: true };
  }
}
