import { Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM } from '@cannaverse/contracts';
import { DataSource } from 'typeorm';
import type { EventName } from '@cannaverse/contracts';
import type { Logger } from 'pino';
import { connectNats, DEAD_LETTER_PREFIX, DEAD_LETTER_STREAM, ensureEventStream } from './jetstream.js';
import { natsAuth } from '../nats/nats-options.js';
import { OutboxRelay } from './outbox-relay.js';
import { EventTablesRetention } from './event-tables-retention.js';
import { envelopeOf, EventConsumer, forgeryReason } from './event-consumer.js';
import { DeadLetterMessages, type DeadLetterReplayAnswer } from './dead-letters.js';
import { RpcError } from '../errors/rpc-error.js';
import { ON_EVENT_METADATA, ON_EVENT_WHEN_METADATA, type EventFilter, type EventHandler, type RegisteredEventHandler } from './on-event.decorator.js';
import type { CommonConfig } from '../config/config.js';
import { databaseNameFor } from '../database/database.js';
import { deadLetters, eventConsumerLag, onMetricsScrape, outboxBacklog } from '../observability/metrics.js';

export interface EventBusOptions {
  service: string;
  config: CommonConfig;
  logger: Logger;
}

const EVENT_BUS_OPTIONS = 'EVENT_BUS_OPTIONS';

/** Wires the outbox relay and the durable consumer of one service to NATS JetStream. */
@Injectable()
export class EventBus implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private nc: NatsConnection | null = null;
  private relay: OutboxRelay | null = null;
  private consumer: EventConsumer | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;
  private stopMetrics: (() => void) | null = null;

  constructor(
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: a service must boot (and answer health) while NATS is still down.
    this.starting = this.startWithRetry();
    this.stopMetrics = onMetricsScrape(() => this.collectMetrics());
  }

  /** Read at scrape time: the relay's backlog (partial index on unpublished rows) and the consumer's lag. */
  private async collectMetrics(): Promise<void> {
    const [{ n }] = await this.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    outboxBacklog.set(n);
    if (!this.consumer || !this.nc) return;
    const jsm = await jetstreamManager(this.nc);
    const info = await jsm.consumers.info(EVENT_STREAM, `${this.options.service}-events`);
    eventConsumerLag.set({ state: 'pending' }, info.num_pending);
    eventConsumerLag.set({ state: 'unacknowledged' }, info.num_ack_pending);
    const kept = await jsm.streams.info(DEAD_LETTER_STREAM, { subjects_filter: `${this.deadLetterPrefix()}>` });
    deadLetters.set(Object.values(kept.state.subjects ?? {}).reduce((sum, count) => sum + count, 0));
  }

  /** `deadletter.<service>.`: the start of every subject this service's dead letters are kept under. */
  private deadLetterPrefix(): string {
    return `${DEAD_LETTER_PREFIX}.${this.options.service}.`;
  }

  /** An operator's replay of one of this service's dead letters (dead-letters.ts says why a request). */
  async replayDeadLetter(sequence: number): Promise<DeadLetterReplayAnswer> {
    if (!this.nc || !this.consumer) throw RpcError.unavailable();
    const jsm = await jetstreamManager(this.nc);
    const kept = await jsm.streams.getMessage(DEAD_LETTER_STREAM, { seq: sequence }).catch(() => null);
    if (!kept || !kept.subject.startsWith(this.deadLetterPrefix())) throw RpcError.notFound(DeadLetterMessages.notFound);
    const envelope = envelopeOf(kept);
    if (!envelope) throw RpcError.conflict(DeadLetterMessages.notFound);
    // The consumer wrote the subject the event arrived on: the proof of who sent it.
    const subject = kept.header?.get('Cv-Subject');
    if (!subject) throw RpcError.conflict(DeadLetterMessages.unproven);
    if (forgeryReason(subject, envelope.name)) throw RpcError.conflict(DeadLetterMessages.forged);
    const outcome = await this.consumer.apply(envelope);
    await jsm.streams.deleteMessage(DEAD_LETTER_STREAM, sequence, false);
    this.options.logger.info({ sequence, event: envelope.name, id: envelope.id, outcome }, 'replayed a dead letter');
    return { sequence, event: envelope.name, id: envelope.id, outcome };
  }

  /** Resolves once relay and consumer run (tests wait on it). */
  ready(): Promise<void> {
    return this.starting ?? Promise.resolve();
  }

  /** Publishes pending outbox rows now instead of on the next notification or sweep. */
  flush(): Promise<void> {
    return this.relay?.drain() ?? Promise.resolve();
  }

  // Before the database closes (onApplicationShutdown of deeper modules): running work finishes first.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopMetrics?.();
    await this.consumer?.stop();
    await this.relay?.stop();
    await this.nc?.close().catch(() => undefined);
  }

  private async startWithRetry(): Promise<void> {
    const { service, config, logger } = this.options;
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        this.nc ??= await connectNats(config.NATS_URL, `${service}-events`, natsAuth(config, service));
        await ensureEventStream(this.nc, { replicas: config.EVENT_STREAM_REPLICAS, maxBytes: config.EVENT_STREAM_MAX_BYTES });
        this.relay ??= new OutboxRelay(this.dataSource, this.nc, logger, {
          host: config.PGHOST, port: config.PGPORT, user: config.PGUSER,
          password: config.PGPASSWORD || undefined, database: databaseNameFor(service, config),
        });
        await this.relay.start();
        this.consumer = new EventConsumer(service, this.dataSource, this.nc, this.collectHandlers(), logger, config.EVENT_MAX_DELIVER);
        await this.consumer.start();
        logger.info('event bus ready');
        return;
      } catch (error) {
        logger.warn({ err: error, attempt }, 'event bus not ready; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 250 * attempt)));
      }
    }
  }

  private collectHandlers(): Map<EventName, RegisteredEventHandler[]> {
    const handlers = new Map<EventName, RegisteredEventHandler[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const method = prototype[methodName] as (...args: unknown[]) => unknown;
        const name = this.reflector.get<EventName | undefined>(ON_EVENT_METADATA, method);
        if (!name) continue;
        const when = this.reflector.get<EventFilter | undefined>(ON_EVENT_WHEN_METADATA, method);
        const list = handlers.get(name) ?? [];
        list.push(Object.assign(method.bind(instance) as EventHandler, when ? { when } : {}));
        handlers.set(name, list);
      }
    }
    return handlers;
  }
}

@Module({})
export class EventBusModule {
  static forService(options: EventBusOptions): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENT_BUS_OPTIONS, useValue: options }, EventBus,
        // Prunes published outbox rows and old inbox rows every hour (event-tables-retention.ts).
        { provide: EventTablesRetention, useFactory: (dataSource: DataSource) => new EventTablesRetention(dataSource, options.logger), inject: [DataSource] },
      ],
      exports: [EventBus, EventTablesRetention],
    };
  }
}
