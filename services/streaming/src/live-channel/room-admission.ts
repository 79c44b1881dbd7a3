import { Injectable } from '@nestjs/common';
import { LiveChannelMessages, LivestreamMessages, type Actor } from '@cannaverse/contracts';
import { InjectLogger, RpcError, type Logger } from '@cannaverse/platform';
import { canView } from '../common/stream-access.js';
import type { ChatRules, Restriction } from '../live-chat/chat-guard.js';
import { ChatRestrictionsRepository } from '../live-chat/chat-restrictions.repository.js';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import { PresenceService } from '../presence/presence.service.js';
import { ViewerLog } from '../presence/viewer-log.js';
import type { LiveConnection } from './live-connection.js';
import { LiveRooms } from './live-rooms.js';

const MAX_STREAMS_PER_SOCKET = 5;

/**
 * Who enters a room and leaves it: the check before a socket opens, joins (with the stream's
 * state sent to the joiner), leaves and disconnects (presence and the viewer log follow), and the
 * rules a joined socket's chat is held to.
 */
@Injectable()
export class RoomAdmission {
  constructor(
    private readonly rooms: LiveRooms,
    private readonly streams: LivestreamsRepository,
    private readonly restrictions: ChatRestrictionsRepository,
    private readonly presence: PresenceService,
    private readonly viewerLog: ViewerLog,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Whether a member may open a socket for this stream: refused before the upgrade when not. A room
   * this replica holds already knows (a crowd reconnecting after a failover costs no queries).
   */
  async admission(actor: Actor, streamId: number): Promise<'ok' | 'not-found' | 'banned'> {
    const loaded = this.rooms.held(streamId);
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
    const room = await this.rooms.room(streamId);
    if (!canView({ userId: room.creatorId, isPrivate: room.isPrivate }, connection.actor)) {
      this.rooms.releaseIfEmpty(streamId, room);
      throw RpcError.notFound(LivestreamMessages.notFound);
    }
    if (room.restrictions.get(connection.actor.id) === Infinity) {
      this.rooms.releaseIfEmpty(streamId, room);
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
    const pending = this.rooms.held(streamId);
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
    this.rooms.releaseIfEmpty(streamId, room);
  }

  async disconnect(connection: LiveConnection): Promise<void> {
    await Promise.all([...connection.streams.keys()].map((streamId) => this.leave(connection, streamId)));
  }

  /** The chat rules and the member's restriction, for a message from a socket that joined the stream. */
  async rulesFor(connection: LiveConnection, streamId: number): Promise<{ rules: ChatRules; restrictedUntil: Restriction }> {
    const pending = this.rooms.held(streamId);
    if (!connection.streams.has(streamId) || !pending) throw RpcError.badRequest(LiveChannelMessages.notJoined);
    const room = await pending;
    const rules = { streamId, creatorId: room.creatorId, status: room.status, slowModeSeconds: room.slowModeSeconds };
    return { rules, restrictedUntil: room.restrictions.get(connection.actor.id) ?? 0 };
  }
}
