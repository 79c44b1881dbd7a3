import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LiveChannelMessages, LiveCloseCodes, type LiveStreamStatus } from '@cannaverse/contracts';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { LiveBus, type BusMessage } from '../live-bus/live-bus.js';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import { PresenceService } from '../presence/presence.service.js';
import { encodeFrame } from './live-connection.js';
import { LiveRooms, type Room } from './live-rooms.js';

/**
 * What the live bus says about a stream, delivered to this replica's sockets in it: frames (to
 * all, or to one member's sockets), status changes (presence counts only while live), and rule
 * changes (reloaded; a member just banned has their sockets closed here).
 */
@Injectable()
export class RoomDelivery implements OnModuleInit {
  constructor(
    private readonly rooms: LiveRooms,
    private readonly bus: LiveBus,
    private readonly streams: LivestreamsRepository,
    private readonly presence: PresenceService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.onMessage((streamId, message) => void this.onBus(streamId, message));
  }

  private async onBus(streamId: number, message: BusMessage): Promise<void> {
    const pending = this.rooms.held(streamId);
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
      if ((!message.userId || connection.actor.id === message.userId) && connection.sees(message.frame)) connection.send(data);
    }
  }

  /** Rules changed somewhere: reload them, and close this replica's sockets of a member just banned. */
  private async reload(room: Room): Promise<void> {
    const stream = await this.streams.find(room.streamId);
    if (stream) room.slowModeSeconds = stream.slow_mode_seconds;
    await this.rooms.reloadRestrictions(room);
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
}
