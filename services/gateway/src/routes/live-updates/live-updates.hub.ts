import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  EVENT_SUBJECT_PREFIX, NotificationsEvents, parseEventPayload, SocialEvents, type EventEnvelope, type EventName,
} from '@cannaverse/contracts';
import { GATEWAY_LIVE_UPDATES, InjectLogger, type Logger } from '@cannaverse/platform';
import { NATS_CONNECTION } from '../../infrastructure.js';

/** What an open app is told: refetch the bell, or the messages badge. Never the content itself. */
export type LiveUpdate = 'notification' | 'message';
type Listener = (update: LiveUpdate) => void;

/** A member's open tabs and devices; more are refused (each holds a socket). */
export const MAX_CHANNELS_PER_MEMBER = 8;

/**
 * The gateway's side of the real-time channel: it reads the two events that matter to an open app
 * as they pass on NATS on their way into JetStream (published through the outboxes, so after their
 * commit), and tells the members they name. Every gateway replica reads them all and serves its own
 * connections. Only the service that owns an event may publish on its subject (NATS permissions),
 * and the payload is validated like any consumer's.
 */
@Injectable()
export class LiveUpdatesHub implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly subscriptions: Subscription[] = [];

  constructor(@Inject(NATS_CONNECTION) private readonly nats: NatsConnection, @InjectLogger() private readonly logger: Logger) {}

  onModuleInit(): void {
    for (const name of GATEWAY_LIVE_UPDATES) {
      this.subscriptions.push(this.nats.subscribe(`${EVENT_SUBJECT_PREFIX}.${name}`, { callback: (error, message) => {
        if (error) return;
        try {
          this.dispatch(name, message.json<EventEnvelope>());
        } catch (failure) {
          this.logger.warn({ err: failure, subject: message.subject }, 'ignored a malformed live update');
        }
      } }));
    }
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  /** Adds a channel; answers how to remove it, or null when the member has too many open. */
  listen(memberId: string, listener: Listener): (() => void) | null {
    const set = this.listeners.get(memberId) ?? new Set<Listener>();
    if (set.size >= MAX_CHANNELS_PER_MEMBER) return null;
    set.add(listener);
    this.listeners.set(memberId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(memberId);
    };
  }

  /** `name` is the subject's: an envelope naming another event on it is ignored. */
  private dispatch(name: EventName, envelope: EventEnvelope): void {
    if (envelope.name !== name) return;
    if (name === NotificationsEvents.created) {
      const { recipientIds } = parseEventPayload(NotificationsEvents.created, envelope.payload);
      for (const id of recipientIds) this.tell(id, 'notification');
    } else if (name === SocialEvents.messageSent) {
      this.tell(parseEventPayload(SocialEvents.messageSent, envelope.payload).receiverId, 'message');
    }
  }

  private tell(memberId: string, update: LiveUpdate): void {
    for (const listener of this.listeners.get(memberId) ?? []) listener(update);
  }
}
