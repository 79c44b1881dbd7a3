import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LivestreamMessages, StreamingEvents, type Actor, type LiveStreamDto, type LiveServerMessage } from '@cannaverse/contracts';
import { intIdPayload, publishEvent, requireIntId, RpcError, validatePayload } from '@cannaverse/platform';
import { canView } from '../common/stream-access.js';
import { LiveBus } from '../live-bus/live-bus.js';
import { PresenceService } from '../presence/presence.service.js';
import { toLiveStreamDto } from './livestream.mapper.js';
import { LivestreamsRepository, type StreamRow } from './livestreams.repository.js';
import { playbackUrlFor } from './stream-keys.js';

/**
 * Offline → live → ended, from the creator (REST start/end) or the RTMP ingest (publish and
 * publish-done). Each change is one transaction with its domain event (outbox); after the commit
 * every replica hears it on the live bus and tells its viewers (`stream_status`).
 */
@Injectable()
export class StreamStatusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: LivestreamsRepository,
    private readonly bus: LiveBus,
    private readonly presence: PresenceService,
  ) {}

  /** Creator only. Live with no video until the ingest receives some (the player says offline meanwhile). */
  async start(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const row = await this.change(actor, input, async (db, current) => {
      if (current.status !== 'live') await this.goLive(db, current, null);
    });
    return toLiveStreamDto(row, (await this.presence.counts([row.id])).get(row.id) ?? 0, actor);
  }

  async end(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const row = await this.change(actor, input, async (db, current) => {
      if (current.status === 'live') await this.finish(db, current);
    });
    return toLiveStreamDto(row, 0, actor);
  }

  /**
   * nginx-rtmp's on_publish: the key names the stream, which goes live (or, already live from a
   * REST start, gets its video). Answers the playback id the ingest must write HLS under, or null
   * to refuse the publish: an unknown key, or a second encoder while the stream's encoder is still
   * publishing (refused without any change: before, its publish-done ended the live stream).
   * `publisher` names the encoder's connection (the ingest's address and client id).
   */
  async ingestPublished(streamKey: string, publisher: string): Promise<string | null> {
    const row = await this.transition(streamKey, async (db, current) => {
      const active = await this.streams.activePublisher(db, current.id);
      if (current.status === 'live' && active !== null && active !== publisher) return false;
      await this.streams.setPublisher(db, current.id, publisher);
      if (current.status === 'live') await this.streams.setPlaybackUrl(db, current.id, playbackUrlFor(current.playback_id));
      else await this.goLive(db, current, playbackUrlFor(current.playback_id));
      return true;
    });
    return row?.playback_id ?? null;
  }

  /**
   * nginx-rtmp's on_publish_done: the stream's encoder stopped, so the stream has ended. The
   * publish-done of an encoder that was refused (or replaced) changes nothing.
   */
  async ingestDone(streamKey: string, publisher: string): Promise<void> {
    await this.transition(streamKey, async (db, current) => {
      const recorded = await this.streams.activePublisher(db, current.id);
      if (recorded !== null && recorded !== publisher) return false;
      await this.streams.setPublisher(db, current.id, null);
      if (current.status === 'live') await this.finish(db, current);
      return true;
    });
  }

  /**
   * nginx-rtmp's on_update: keep publishing only while the stream is live and this is its encoder
   * (a REST end cuts the encoder off); each yes renews the ingest's word for the encoder.
   */
  async ingestMayContinue(streamKey: string, publisher: string): Promise<boolean> {
    const row = await this.streams.findByKey(streamKey);
    if (row?.status !== 'live') return false;
    return this.dataSource.transaction(async (db) => {
      const current = await this.streams.lockByKey(db, streamKey);
      if (current?.status !== 'live') return false;
      const active = await this.streams.activePublisher(db, current.id);
      if (active !== null && active !== publisher) return false;
      await this.streams.setPublisher(db, current.id, publisher);
      return true;
    });
  }

  private async change(actor: Actor, input: unknown, apply: (db: EntityManager, current: StreamRow) => Promise<void>): Promise<StreamRow> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, LivestreamMessages.notFound);
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.streams.lock(manager, id);
      if (!current || !canView({ userId: current.user_id, isPrivate: current.is_private }, actor)) throw RpcError.notFound(LivestreamMessages.notFound);
      if (current.user_id !== actor.id) throw RpcError.forbidden(LivestreamMessages.notYourStream);
      await apply(manager, current);
      return this.streams.find(id, manager);
    });
    if (!row) throw RpcError.notFound(LivestreamMessages.notFound);
    this.announce(row);
    return row;
  }

  /** `apply` answers false to refuse: nothing changed, nothing is announced, and the answer is null. */
  private async transition(streamKey: string, apply: (db: EntityManager, current: StreamRow) => Promise<boolean>): Promise<StreamRow | null> {
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.streams.lockByKey(manager, streamKey);
      if (!current || !(await apply(manager, current))) return null;
      return this.streams.find(current.id, manager);
    });
    if (row) this.announce(row);
    return row;
  }

  private async goLive(db: EntityManager, stream: StreamRow, playbackUrl: string | null): Promise<void> {
    const startedAt = new Date();
    await this.streams.markLive(db, stream.id, playbackUrl, startedAt);
    await publishEvent(db, StreamingEvents.streamStarted, {
      streamId: stream.id, userId: stream.user_id, title: stream.title, isPrivate: stream.is_private, startedAt: startedAt.toISOString(),
    });
  }

  private async finish(db: EntityManager, stream: StreamRow): Promise<void> {
    const endedAt = new Date();
    await this.streams.markEnded(db, stream.id, endedAt);
    await publishEvent(db, StreamingEvents.streamEnded, {
      streamId: stream.id, userId: stream.user_id, startedAt: stream.started_at?.toISOString() ?? null, endedAt: endedAt.toISOString(),
    });
  }

  /** Every replica's sockets in the stream hear the status the database now holds. */
  private announce(row: StreamRow): void {
    const frame: LiveServerMessage = {
      type: 'stream_status', streamId: row.id, status: row.status,
      startedAt: row.started_at?.toISOString() ?? null, endedAt: row.ended_at?.toISOString() ?? null, playbackUrl: row.playback_url,
    };
    this.bus.publish(row.id, { kind: 'frame', frame });
  }
}
