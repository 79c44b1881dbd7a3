import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { LiveServerMessage } from '@cannaverse/contracts';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { LIVE_NATS } from '../common/tokens.js';

/** What replicas tell each other about one stream. */
export type BusMessage =
  /** A frame for every socket in the stream, or only for one member's sockets. */
  | { kind: 'frame'; frame: LiveServerMessage; userId?: string }
  /** The stream's chat rules changed (ban, timeout, lift, slow mode): reload them. */
  | { kind: 'room-changed' };

export type BusListener = (streamId: number, message: BusMessage) => void;

/** One NATS subject per stream: a replica listens only to the streams its sockets have joined. */
export const liveSubject = (streamId: number) => `streaming.live.${streamId}`;

/**
 * Fan-out between replicas over core NATS (at-most-once, in order per publisher): whoever changes a
 * stream publishes once, and every replica with sockets in it, the publisher included, delivers
 * to its own sockets. Subscriptions are reference-counted per stream.
 */
@Injectable()
export class LiveBus implements OnApplicationShutdown {
  private readonly subscriptions = new Map<number, { subscription: Subscription; refs: number; ready: Promise<void> }>();
  private listener: BusListener | null = null;

  constructor(@Inject(LIVE_NATS) private readonly nats: NatsConnection, @InjectLogger() private readonly logger: Logger) {}

  onMessage(listener: BusListener): void {
    this.listener = listener;
  }

  publish(streamId: number, message: BusMessage): void {
    this.nats.publish(liveSubject(streamId), JSON.stringify(message));
  }

  /** Resolves once the server has the subscription, so nothing published after it is missed. */
  async subscribe(streamId: number): Promise<void> {
    const existing = this.subscriptions.get(streamId);
    if (existing) {
      existing.refs++;
      return existing.ready;
    }
    const subscription = this.nats.subscribe(liveSubject(streamId), {
      callback: (error, msg) => {
        if (error) return this.logger.warn({ err: error, streamId }, 'live bus subscription error');
        try {
          this.listener?.(streamId, msg.json<BusMessage>());
        } catch (failure) {
          this.logger.warn({ err: failure, streamId }, 'live bus message dropped');
        }
      },
    });
    const ready = this.nats.flush();
    this.subscriptions.set(streamId, { subscription, refs: 1, ready });
    await ready;
  }

  unsubscribe(streamId: number): void {
    const entry = this.subscriptions.get(streamId);
    if (!entry) return;
    if (--entry.refs > 0) return;
    entry.subscription.unsubscribe();
    this.subscriptions.delete(streamId);
  }

  onApplicationShutdown(): void {
    for (const { subscription } of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
  }
}
