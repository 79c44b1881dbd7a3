import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConfig, InjectLogger, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { PresenceService } from '../presence/presence.service.js';
import { ViewersRepository } from '../presence/viewers.repository.js';
import { encodeFrame } from './live-connection.js';
import { LiveRooms } from './live-rooms.js';

/**
 * The replica's two ticks over its live rooms: renewing its viewers' presence (a dead replica's
 * viewers fade out when it stops), and telling its sockets the viewer count when it changes.
 */
@Injectable()
export class PresenceTicks implements OnModuleInit, BeforeApplicationShutdown {
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly rooms: LiveRooms,
    private readonly presence: PresenceService,
    private readonly viewers: ViewersRepository,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => task().catch((error: unknown) => this.logger.warn({ err: error }, 'live room tick failed')), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.config.PRESENCE_RENEW_MS, () => this.renewPresence());
    every(this.config.VIEWER_COUNT_INTERVAL_MS, () => this.publishCounts());
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
  }

  private async renewPresence(): Promise<void> {
    const rooms = await this.rooms.liveRooms();
    await this.presence.renew(new Map(rooms.map((room) => [room.streamId, [...room.viewers.keys()]])));
  }

  /** Every replica reads the same Redis counts, so all viewers of a stream see the same number. */
  private async publishCounts(): Promise<void> {
    const rooms = await this.rooms.liveRooms();
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
