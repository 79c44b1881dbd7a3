import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LivestreamMessages, StreamingEvents, type Actor, type LiveStreamDto, type LiveServerMessage } from '@cannaverse/contracts';
import { intIdPayload, publishEvent, requireIntId, RpcError, SuspendedMembersRepository, validatePayload } from '@cannaverse/platform';
import { canView } from '../common/stream-access.js';
import { LiveBus } from '../live-bus/live-bus.js';
import { PresenceService } from '../presence/presence.service.js';
import { RecordingQueue } from '../recordings/recording-queue.js';
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
    private readonly recordings: RecordingQueue,
    private readonly suspensions: SuspendedMembersRepository,
  ) {}

  /**
   * Creator only. Live with no video until the ingest receives some (the player waits meanwhile);
   * without any within UNFED_GO_LIVE_GRACE_SECONDS the watchdog takes it back to offline.
   */
  async start(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const row = await this.change(actor, input, async (db, current) => {
      if (current.user_id !== actor.id) throw RpcError.forbidden(LivestreamMessages.notYourStream);
      if (current.status === 'live') return;
      await this.goLive(db, current, null);
      // No encoder yet: a previous session's must not count as this one's (the watchdog reads it).
      await this.streams.setPublisher(db, current.id, null);
    });
    return toLiveStreamDto(row, (await this.presence.counts([row.id])).get(row.id) ?? 0, actor);
  }

  /** The creator, or an admin (issue 21: an admin can end any stream, a private one included). */
  async end(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const row = await this.change(actor, input, async (db, current) => {
      if (current.user_id !== actor.id && !actor.isAdmin) throw RpcError.forbidden(LivestreamMessages.notCreatorOrAdmin);
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
      // A suspended creator's encoder (OBS reconnecting with the key) cannot put the stream back on air (issue 24).
      if (await this.suspensions.active(current.user_id, db)) return false;
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
   * nginx-rtmp's on_publish_done: the stream's encoder stopped. The stream stays live for
   * ENCODER_RECONNECT_GRACE_SECONDS (nginx cannot tell a dropped connection from OBS's Stop
   * Streaming): an encoder that reconnects within it carries on, and viewers keep the stream;
   * otherwise the watchdog ends it (`settleLapsed`). The publish-done of an encoder that was
   * refused (or replaced) changes nothing.
   */
  async ingestDone(streamKey: string, publisher: string): Promise<void> {
    await this.transition(streamKey, async (db, current) => {
      const recorded = await this.streams.activePublisher(db, current.id);
      if (recorded !== null && recorded !== publisher) return false;
      if (current.status === 'live') await this.streams.encoderLeft(db, current.id);
      else await this.streams.setPublisher(db, current.id, null);
      // Nothing viewers can see changed: no announcement.
      return false;
    });
  }

  /**
   * The watchdog's round (every replica runs it; the row lock and the re-check make it safe):
   * ends the live streams whose encoder has been gone for the reconnect grace, and takes back to
   * offline the Go Lives that never got video. Answers how many it settled.
   */
  async settleLapsed(): Promise<number> {
    let settled = 0;
    for (const { id, outcome } of await this.streams.lapsed()) {
      const row = await this.dataSource.transaction(async (db) => {
        // Locked, then asked again: a reconnect or an End Stream may have come in between.
        const current = await this.streams.lock(db, id);
        const [still] = current ? await this.streams.lapsed(db, id) : [];
        if (!current || still?.outcome !== outcome) return null;
        if (outcome === 'end') await this.finish(db, current);
        else await this.fallBackOffline(db, current);
        return this.streams.find(id, db);
      });
      if (row) {
        settled += 1;
        await this.afterCommit(row);
      }
    }
    return settled;
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
      // `apply` checks who may make the change: start is the creator's, end the creator's or an admin's.
      await apply(manager, current);
      return this.streams.find(id, manager);
    });
    if (!row) throw RpcError.notFound(LivestreamMessages.notFound);
    await this.afterCommit(row);
    return row;
  }

  /** `apply` answers false to refuse: nothing changed, nothing is announced, and the answer is null. */
  private async transition(streamKey: string, apply: (db: EntityManager, current: StreamRow) => Promise<boolean>): Promise<StreamRow | null> {
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.streams.lockByKey(manager, streamKey);
      if (!current || !(await apply(manager, current))) return null;
      return this.streams.find(current.id, manager);
    });
    if (row) await this.afterCommit(row);
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
    // The stream now owes a recording: the row says so durably (the sweep re-queues a lost job).
    await this.streams.markEnded(db, stream.id, endedAt, this.recordings.enabled);
    await publishEvent(db, StreamingEvents.streamEnded, {
      streamId: stream.id, userId: stream.user_id, startedAt: stream.started_at?.toISOString() ?? null, endedAt: endedAt.toISOString(),
    });
  }

  /**
   * A Go Live that never aired: offline again. Whoever heard it start (the outbox's
   * stream.started) hears it end, with no airing in between.
   */
  private async fallBackOffline(db: EntityManager, stream: StreamRow): Promise<void> {
    await this.streams.markOffline(db, stream.id);
    await publishEvent(db, StreamingEvents.streamEnded, {
      streamId: stream.id, userId: stream.user_id, startedAt: stream.started_at?.toISOString() ?? null, endedAt: new Date().toISOString(),
    });
  }

  /**
   * Every replica's sockets hear the new status; an ended stream whose recording is owed gets its
   * remux queued (again after a repeated end: the job id makes that a no-op).
   */
  private async afterCommit(row: StreamRow): Promise<void> {
    this.announce(row);
    if (row.status === 'ended' && row.recording_status === 'processing' && row.ended_at) await this.recordings.enqueueRemux(row.id, row.ended_at);
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
