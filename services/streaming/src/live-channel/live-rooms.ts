import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  LiveChannelMessages, LiveCloseCodes, LivestreamMessages,
  type Actor, type LiveStreamStatus,
} from '@cannaverse/contracts';
import { InjectConfig, InjectLogger, type Logger, RpcError } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { canView } from '../common/stream-access.js';
import { LiveBus, type BusMessage } from '../live-bus/live-bus.js';
import type { ChatRules, Restriction } from '../live-chat/chat-guard.js';
import { ChatRestrictionsRepository } from '../live-chat/chat-restrictions.repository.js';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import { PresenceService } from '../presence/presence.service.js';
import { ViewerLog } from '../presence/viewer-log.js';
import { ViewersRepository } from '../presence/viewers.repository.js';
import { encodeFrame, type LiveConnection } from './live-connection.js';

/** What this replica holds for one stream while any of its sockets has joined it. */
interface Room extends ChatRules {
  isPrivate: boolean;
  /** Kept current from the bus's stream_status frames, so a join needs no database read. */
  startedAt: string | null;
  endedAt: string | null;
  playbackUrl: string | null;
  /** userId → until (epoch ms; Infinity for a ban). */
  restrictions: Map<string, Restriction>;
  connections: Set<LiveConnection>;
  /** userId → this replica's sockets of that member in the stream (presence is per member). */
  viewers: Map<string, number>;
  lastCount: number | null;
  /** Bus messages are applied one after another: a reload finishes before the frames published after it go out. */
  inbox: Promise<void>;
}

const MAX_STREAMS_PER_SOCKET = 5;

/**
 * The streams this replica's sockets have joined: who is in each, its chat rules (loaded from the
 * database and reloaded when the live bus says they changed), delivery of the bus's frames to
 * local sockets, and the presence and viewer-count ticks.
 */
@Injectable()
export class LiveRooms implements OnModuleInit, BeforeApplicationShutdown {
  private readonly rooms = new Map<number, Promise<Room>>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly bus: LiveBus,
    private readonly streams: LivestreamsRepository,
    private readonly restrictions: ChatRestrictionsRepository,
    private readonly presence: PresenceService,
    private readonly viewerLog: ViewerLog,
    private readonly viewers: ViewersRepository,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.onMessage((streamId, message) => void this.onBus(streamId, message));
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => task().catch((error: unknown) => this.logger.warn({ err: error }, 'live room tick failed')), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.config.PRESENCE_RENEW_MS, () => this.renewPresence());
    every(this.config.VIEWER_COUNT_INTERVAL_MS, () => this.publishCounts());
  }

  /**
   * Whether a member may open a socket for this stream: refused before the upgrade when not. A room
   * this replica holds already knows (a crowd reconnecting after a failover costs no queries).
   */
  async admission(actor: Actor, streamId: number): Promise<'ok' | 'not-found' | 'banned'> {
    const loaded = this.rooms.get(streamId);
    const room = loaded ? await loaded.catch(() => null) : null;
    if (room) {
      if (!canView({ userId: room.creatorId, isPrivate: room.isPrivate }, actor)) return 'not-found';
      return room.restrictions.get(actor.id) === Infinity ? 'banned' : 'ok';
    }
    const stream = await this.streams.find(streamId);
    if (!stream || !canView({ userId: stream.user_id, isPrivate: stream.is_private }, actor)) return 'not-found';
    return (await this.restrictions.isBanned(streamId, actor.id)) ? 'banned' : 'ok';
  }

  async join(connection: LiveConnection, streamId: number): Promise<void> {
    if (!connection.streams.has(streamId) && connection.streams.size >= MAX_STREAMS_PER_SOCKET) throw RpcError.badRequest(LiveChannelMessages.tooManyStreams);
    const room = await this.room(streamId);
    if (!canView({ userId: room.creatorId, isPrivate: room.isPrivate }, connection.actor)) {
      this.releaseIfEmpty(streamId, room);
      throw RpcError.notFound(LivestreamMessages.notFound);
    }
    if (room.restrictions.get(connection.actor.id) === Infinity) {
      this.releaseIfEmpty(streamId, room);
      throw RpcError.forbidden(LiveChannelMessages.banned);
    }
    if (!connection.streams.has(streamId)) {
      room.connections.add(connection);
      connection.streams.set(streamId, this.viewerLog.joined(streamId, connection.actor.id));
      const sockets = room.viewers.get(connection.actor.id) ?? 0;
      room.viewers.set(connection.actor.id, sockets + 1);
      if (sockets === 0 && room.status === 'live') await this.presence.add(streamId, connection.actor.id);
    }
    // The joiner learns where the stream stands at once; others hear the count at the next tick.
    const viewerCount = room.status !== 'live' ? 0 : room.lastCount ?? (await this.presence.counts([streamId])).get(streamId) ?? 0;
    connection.sendFrame({
      type: 'stream_status', streamId, status: room.status, startedAt: room.startedAt, endedAt: room.endedAt, playbackUrl: room.playbackUrl,
    });
    connection.sendFrame({ type: 'viewer_count', streamId, viewerCount });
    connection.sendFrame({ type: 'chat_settings', streamId, slowModeSeconds: room.slowModeSeconds });
  }

  async leave(connection: LiveConnection, streamId: number): Promise<void> {
    const viewerRow = connection.streams.get(streamId);
    const pending = this.rooms.get(streamId);
    if (viewerRow === undefined || !pending) return;
    connection.streams.delete(streamId);
    this.viewerLog.left(viewerRow);
    const room = await pending;
    room.connections.delete(connection);
    const sockets = (room.viewers.get(connection.actor.id) ?? 1) - 1;
    if (sockets > 0) room.viewers.set(connection.actor.id, sockets);
    else {
      room.viewers.delete(connection.actor.id);
      await this.presence.remove(streamId, connection.actor.id).catch((error: unknown) => this.logger.warn({ err: error }, 'presence not removed'));
    }
    this.releaseIfEmpty(streamId, room);
  }

  async disconnect(connection: LiveConnection): Promise<void> {
    await Promise.all([...connection.streams.keys()].map((streamId) => this.leave(connection, streamId)));
  }

  /** The chat rules and the member's restriction, for a message from a socket that joined the stream. */
  async rulesFor(connection: LiveConnection, streamId: number): Promise<{ rules: ChatRules; restrictedUntil: Restriction }> {
    const pending = this.rooms.get(streamId);
    if (!connection.streams.has(streamId) || !pending) throw RpcError.badRequest(LiveChannelMessages.notJoined);
    const room = await pending;
    const rules = { streamId, creatorId: room.creatorId, status: room.status, slowModeSeconds: room.slowModeSeconds };
    return { rules, restrictedUntil: room.restrictions.get(connection.actor.id) ?? 0 };
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
  }

  /** The room of a stream, loaded once: subscribed to the bus first, so no change slips in between. */
  private room(streamId: number): Promise<Room> {
    let pending = this.rooms.get(streamId);
    if (!pending) {
      pending = this.load(streamId);
      this.rooms.set(streamId, pending);
      pending.catch(() => this.rooms.delete(streamId));
    }
    return pending;
  }

  private async load(streamId: number): Promise<Room> {
    await this.bus.subscribe(streamId);
    try {
      const stream = await this.streams.find(streamId);
      if (!stream) throw RpcError.notFound(LivestreamMessages.notFound);
      const room: Room = {
        streamId, creatorId: stream.user_id, isPrivate: stream.is_private, status: stream.status, slowModeSeconds: stream.slow_mode_seconds,
        startedAt: stream.started_at?.toISOString() ?? null, endedAt: stream.ended_at?.toISOString() ?? null, playbackUrl: stream.playback_url,
        restrictions: new Map(), connections: new Set(), viewers: new Map(), lastCount: null, inbox: Promise.resolve(),
      };
      await this.reloadRestrictions(room);
      return room;
    } catch (error) {
      this.bus.unsubscribe(streamId);
      throw error;
    }
  }

  private releaseIfEmpty(streamId: number, room: Room): void {
    if (room.connections.size > 0 || this.rooms.get(streamId) === undefined) return;
    this.rooms.delete(streamId);
    this.bus.unsubscribe(streamId);
  }

  private async reloadRestrictions(room: Room): Promise<void> {
    const active = await this.restrictions.active(room.streamId);
    room.restrictions = new Map(active.map((r) => [r.userId, r.kind === 'ban' ? Infinity : Date.parse(r.expiresAt ?? '')]));
  }

  private async onBus(streamId: number, message: BusMessage): Promise<void> {
    const pending = this.rooms.get(streamId);
    if (!pending) return;
    const room = await pending;
    room.inbox = room.inbox.then(() => this.apply(room, message)).catch((error: unknown) => this.logger.warn({ err: error, streamId }, 'live bus message not applied'));
    await room.inbox;
  }

  private async apply(room: Room, message: BusMessage): Promise<void> {
    if (message.kind === 'room-changed') return this.reload(room);
    if (message.frame.type === 'stream_status') {
      Object.assign(room, { startedAt: message.frame.startedAt, endedAt: message.frame.endedAt, playbackUrl: message.frame.playbackUrl });
      await this.statusChanged(room, message.frame.status);
    }
    const data = encodeFrame(message.frame);
    for (const connection of room.connections) {
      if (!message.userId || connection.actor.id === message.userId) connection.send(data);
    }
  }

  /** Rules changed somewhere: reload them, and close this replica's sockets of a member just banned. */
  private async reload(room: Room): Promise<void> {
    const stream = await this.streams.find(room.streamId);
    if (stream) room.slowModeSeconds = stream.slow_mode_seconds;
    await this.reloadRestrictions(room);
    for (const connection of room.connections) {
      if (room.restrictions.get(connection.actor.id) !== Infinity) continue;
      connection.sendFrame({ type: 'error', streamId: room.streamId, message: LiveChannelMessages.banned });
      connection.ws.close(LiveCloseCodes.banned, 'Banned from this chat');
    }
  }

  /** Presence counts only while live: going live registers everyone already waiting on the page. */
  private async statusChanged(room: Room, status: LiveStreamStatus): Promise<void> {
    const wasLive = room.status === 'live';
    room.status = status;
    if (status === 'live' && !wasLive) await this.presence.renew(new Map([[room.streamId, [...room.viewers.keys()]]]));
    if (status !== 'live' && wasLive) {
      room.lastCount = 0;
      await this.presence.clear(room.streamId);
    }
  }

  private async liveRooms(): Promise<Room[]> {
    const rooms = await Promise.all([...this.rooms.values()].map((pending) => pending.catch(() => null)));
    return rooms.filter((room): room is Room => room !== null && room.status === 'live');
  }

  private async renewPresence(): Promise<void> {
    const rooms = await this.liveRooms();
    await this.presence.renew(new Map(rooms.map((room) => [room.streamId, [...room.viewers.keys()]])));
  }

  /** Every replica reads the same Redis counts, so all viewers of a stream see the same number. */
  private async publishCounts(): Promise<void> {
    const rooms = await this.liveRooms();
    const counts = await this.presence.counts(rooms.map((room) => room.streamId));
    for (const room of rooms) {
      const viewerCount = counts.get(room.streamId) ?? 0;
      if (viewerCount === room.lastCount) continue;
      room.lastCount = viewerCount;
      const data = encodeFrame({ type: 'viewer_count', streamId: room.streamId, viewerCount });
      for (const connection of room.connections) connection.send(data);
      await this.viewers.saveViewerCount(room.streamId, viewerCount);
    }
  }
}
