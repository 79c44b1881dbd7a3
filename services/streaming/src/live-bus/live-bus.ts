import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { LiveServerMessage } from '@cannaverse/contracts';
import { InjectLogger, ReadinessChecks, type Logger } from '@cannaverse/platform';
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
export class LiveBus implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly subscriptions = new Map<number, { subscription: Subscription; refs: number; ready: Promise<void> }>();
  private listener: BusListener | null = null;
  private readonly lostListeners: Array<() => void> = [];
  private up = true;
  /** The service is stopping: its own drain of NATS is not a loss (the live server closes its sockets itself). */
  private stopping = false;

  constructor(
    @Inject(LIVE_NATS) private readonly nats: NatsConnection,
    private readonly readiness: ReadinessChecks,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Core NATS keeps nothing for a subscriber that is away: while this replica is cut off from
   * NATS, every frame published elsewhere is lost to its sockets. So the moment it is cut off
   * (disconnected, or the connection closed for good) it says so, and its sockets are closed for
   * their clients to reconnect (elsewhere) and reload the chat (issue 21).
   */
  onModuleInit(): void {
    this.readiness.add('nats', () => this.connected);
    void (async () => {
      for await (const status of this.nats.status()) {
        if (status.type === 'disconnect') this.lost('disconnected');
        if (status.type === 'reconnect') this.up = true;
      }
    })().catch(() => undefined);
    void this.nats.closed().then(() => this.lost('closed'));
  }

  /** False from the moment NATS is lost until it is back: this replica's sockets would miss frames. */
  get connected(): boolean {
    return this.up && !this.nats.isClosed();
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  private lost(how: string): void {
    if (!this.up || this.stopping) return;
    this.up = false;
    this.logger.warn({ how }, 'live bus: NATS lost, closing this replica\'s live sockets');
    for (const listener of this.lostListeners) listener();
  }

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
    // A connection that is already closed has nothing left to unsubscribe from.
    if (!this.nats.isClosed()) entry.subscription.unsubscribe();
    this.subscriptions.delete(streamId);
  }

  onApplicationShutdown(): void {
    if (!this.nats.isClosed()) for (const { subscription } of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
  }
}
