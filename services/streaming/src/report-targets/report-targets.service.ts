import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import { LivestreamMessages, type Actor, type ContentRemovedEvent, type ContentRestoredEvent, type ReportTargetDto } from '@cannaverse/contracts';
import { changedRows, isIntId, requestSchema, RpcError, validatePayload, type EventContext } from '@cannaverse/platform';
import { MEDIA_STORE, type MediaStore } from '@cannaverse/platform/media';
import { LiveBus } from '../live-bus/live-bus.js';
import { StreamStatusService } from '../livestreams/stream-status.service.js';

const targetPayload = requestSchema({
  targetType: yup.string().oneOf(['stream', 'chat'] as const, 'targetType must be stream or chat').required('targetType must be stream or chat'),
  targetId: yup.string().required('targetId is required'),
});

/** Moderators acting through a decision: an administrator for the stream rules (issue 21: an admin can end any stream). */
const MODERATORS: Actor = { id: '00000000-0000-4000-8000-000000000000', isAdmin: true, tier: 'free' };

/**
 * Streaming's part of reporting (issue 24): moderation asks about a reported stream or chat line;
 * a chat line moderators removed goes as a creator's delete does (history and every viewer's
 * screen), a removed stream ends at once (viewers told) and is deleted with its chat and recording.
 */
@Injectable()
export class ReportTargetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly status: StreamStatusService,
    private readonly bus: LiveBus,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  async find(input: unknown): Promise<ReportTargetDto> {
    const { targetType, targetId } = validatePayload(targetPayload, input);
    const notFound = targetType === 'stream' ? LivestreamMessages.notFound : LivestreamMessages.chatMessageNotFound;
    if (!isIntId(targetId)) throw RpcError.notFound(notFound);
    if (targetType === 'stream') {
      const rows: Array<{ user_id: string; title: string; description: string | null; thumbnail: string | null }> = await this.dataSource.query(
        'SELECT user_id, title, description, thumbnail FROM live_streams WHERE id = $1', [Number(targetId)]);
      if (!rows[0]) throw RpcError.notFound(notFound);
      const stream = rows[0];
      return { authorId: stream.user_id, excerpt: stream.description ? `${stream.title}: ${stream.description}` : stream.title, mediaThumbnail: stream.thumbnail, link: `/livestreams/${targetId}` };
    }
    const rows: Array<{ user_id: string; message: string; stream_id: number }> = await this.dataSource.query(
      'SELECT user_id, message, stream_id FROM live_stream_chats WHERE id = $1 AND NOT is_deleted', [Number(targetId)]);
    if (!rows[0]) throw RpcError.notFound(notFound);
    return { authorId: rows[0].user_id, excerpt: rows[0].message, mediaThumbnail: null, link: `/livestreams/${rows[0].stream_id}` };
  }

  async remove(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    if (!isIntId(payload.targetId)) return;
    const id = Number(payload.targetId);
    if (payload.targetType === 'chat') {
      const [line] = await changedRows<{ stream_id: number }>(context.manager,
        'UPDATE live_stream_chats SET is_deleted = true, removed_by_decision = $2 WHERE id = $1 AND NOT is_deleted RETURNING stream_id', [id, payload.decisionId]);
      if (line) this.bus.publish(line.stream_id, { kind: 'frame', frame: { type: 'chat_deleted', streamId: line.stream_id, messageId: id } });
      return;
    }
    if (payload.targetType !== 'stream') return;
    // Ending announces it to viewers (and streaming.stream.ended); an ended stream stays as it is.
    await this.status.end(MODERATORS, { id }).catch((error: unknown) => {
      if (error instanceof RpcError && error.status === 404) return null;
      throw error;
    });
    const [gone] = await changedRows<{ recording_key: string | null }>(context.manager, 'DELETE FROM live_streams WHERE id = $1 RETURNING recording_key', [id]);
    if (gone?.recording_key) await this.store.remove(gone.recording_key);
  }

  /**
   * An appeal reversed the removal of a chat line: it is back in the history (viewers who keep the
   * page open see it on their next load). A removed stream was ended and deleted with its recording
   * (a broadcast cannot be resumed): nothing to restore.
   */
  async restore(payload: ContentRestoredEvent, context: EventContext): Promise<void> {
    if (payload.targetType !== 'chat' || !isIntId(payload.targetId)) return;
    await context.manager.query(
      'UPDATE live_stream_chats SET is_deleted = false, removed_by_decision = NULL WHERE id = $1 AND removed_by_decision = $2',
      [Number(payload.targetId), payload.decisionId]);
  }
}
