import { Injectable } from '@nestjs/common';
import { StreamingEvents, type StreamStartedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { excerptOf, groupKey } from '../notifications/notification-input.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';

/** A creator went live: every follower whose settings allow it hears of it (the follow graph is ours, from social's events). */
@Injectable()
export class StreamingEventsProjection {
  constructor(private readonly notifications: NotificationsRepository) {}

  /** A private stream is for the creator's invited viewers only: no one is told of it. */
  @OnEvent(StreamingEvents.streamStarted)
  async onStarted(stream: StreamStartedEvent, { manager, envelope }: EventContext): Promise<void> {
    if (stream.isPrivate) return;
    const target = { type: 'stream' as const, id: String(stream.streamId), excerpt: excerptOf(stream.title) };
    await this.notifications.fanOut(manager, {
      eventId: envelope.id, actorId: stream.userId, type: 'live', groupKey: groupKey('live', target, stream.startedAt), target, at: stream.startedAt,
    });
  }
}
