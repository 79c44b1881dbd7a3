import { Injectable } from '@nestjs/common';
import { LivestreamMessages } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { LiveBus } from '../live-bus/live-bus.js';
import type { ChatRules, Restriction } from '../live-chat/chat-guard.js';
import { ChatRestrictionsRepository } from '../live-chat/chat-restrictions.repository.js';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import type { LiveConnection } from './live-connection.js';

/** What this replica holds for one stream while any of its sockets has joined it. */
export interface Room extends ChatRules {
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

/**
 * The streams this replica's sockets have joined, each loaded once (its chat rules from the
 * database) and subscribed to the live bus while it has sockets. Who may enter a room is
 * RoomAdmission's, what the bus says goes out through RoomDelivery, and the presence and
 * viewer-count ticks are PresenceTicks'.
 */
@Injectable()
export class LiveRooms {
  private readonly rooms = new Map<number, Promise<Room>>();

  constructor(
    private readonly bus: LiveBus,
    private readonly streams: LivestreamsRepository,
    private readonly restrictions: ChatRestrictionsRepository,
  ) {}

  /** The room of a stream if this replica holds it (loaded or loading), else undefined. */
  held(streamId: number): Promise<Room> | undefined {
    return this.rooms.get(streamId);
  }

  /** The room of a stream, loaded once: subscribed to the bus first, so no change slips in between. */
  room(streamId: number): Promise<Room> {
    let pending = this.rooms.get(streamId);
    if (!pending) {
      pending = this.load(streamId);
      this.rooms.set(streamId, pending);
      pending.catch(() => this.rooms.delete(streamId));
    }
    return pending;
  }

  releaseIfEmpty(streamId: number, room: Room): void {
    if (room.connections.size > 0 || this.rooms.get(streamId) === undefined) return;
    this.rooms.delete(streamId);
    this.bus.unsubscribe(streamId);
  }

  async reloadRestrictions(room: Room): Promise<void> {
    const active = await this.restrictions.active(room.streamId);
    room.restrictions = new Map(active.map((r) => [r.userId, r.kind === 'ban' ? Infinity : Date.parse(r.expiresAt ?? '')]));
  }

  async liveRooms(): Promise<Room[]> {
    const rooms = await Promise.all([...this.rooms.values()].map((pending) => pending.catch(() => null)));
    return rooms.filter((room): room is Room => room !== null && room.status === 'live');
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
}
