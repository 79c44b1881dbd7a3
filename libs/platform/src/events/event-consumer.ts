import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';
import {
  EVENT_STREAM, EVENT_SUBJECT_PREFIX, isIsoInstant, parseEventPayload, UUID_PATTERN, type EventEnvelope, type EventName,
} from '@cannaverse/contracts';
import type { Logger } from 'pino';
import type { RegisteredEventHandler } from './on-event.decorator.js';
import { eventsHandled } from '../observability/metrics.js';
import { deadLetterSubject, eventSubject } from './jetstream.js';
import { prepared } from '../sql/changed-rows.js';

const RETRY_DELAY_MS = 1000;

export type AppliedOutcome = 'applied' | 'duplicate' | 'ignored' | 'malformed';

/** The envelope's own fields reach SQL (inbox id, projections' updated_at), so they are checked like input. */
const isEnvelope = (value: unknown): value is EventEnvelope =>
  typeof value === 'object' && value !== null &&
  typeof (value as EventEnvelope).id === 'string' &&
  UUID_PATTERN.test((value as EventEnvelope).id) &&
  typeof (value as EventEnvelope).name === 'string' &&
  isIsoInstant((value as EventEnvelope).occurredAt) &&
  typeof (value as EventEnvelope).payload === 'object' && (value as EventEnvelope).payload !== null;

/** The envelope a stored message carries (a delivery, or a dead letter read back), or null when it is not one. */
export function envelopeOf(message: { json<T>(): T }): EventEnvelope | null {
  try {
    const value: unknown = message.json();
    return isEnvelope(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Why an event may not be applied although its envelope is well formed: NATS lets each service
 * publish only under `events.<its name>.>` (nats-permissions.ts), so the subject proves who sent
 * it, while the envelope's `name` is only the sender's word. An event is applied only when it
 * arrived on its own name's subject: `identity.user.updated` on `events.identity.user.updated`,
 * which only identity may publish. (Before this check the content service could publish an
 * envelope named `identity.user.updated` on `events.content.forged` and make a member an admin
 * in every projection.)
 */
export function forgeryReason(subject: string, name: string): string | null {
  if (subject === eventSubject(name)) return null;
  return `event ${name} arrived on ${subject}, not on ${eventSubject(name)}: only its own service may publish it`;
}

/**
 * One durable JetStream consumer per service. Each event is applied in a transaction
 * together with its inbox row, so a redelivered event changes nothing. A payload is validated
 * against its schema (EVENT_SCHEMAS in libs/contracts) before any handler sees it: a malformed
 * event is logged and terminated, since redelivering the same bytes cannot fix it.
 */
export class EventConsumer {
  private messages: ConsumerMessages | null = null;
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly service: string,
    private readonly dataSource: DataSource,
    private readonly nc: NatsConnection,
    private readonly handlers: Map<EventName, RegisteredEventHandler[]>,
    private readonly logger: Logger,
    /** Deliveries before a failing event goes to the dead-letter stream instead of being retried forever. */
    private readonly maxDeliver = 10,
  ) {}

  async start(): Promise<void> {
    if (this.handlers.size === 0) return;
    const jsm = await jetstreamManager(this.nc);
    const durable = `${this.service}-events`;
    const existing = await jsm.consumers.info(EVENT_STREAM, durable).catch(() => null);
    if (!existing) {
      await jsm.consumers.add(EVENT_STREAM, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `${EVENT_SUBJECT_PREFIX}.>`,
        ack_wait: 30 * 1_000_000_000,
        max_ack_pending: 1000,
        max_deliver: this.maxDeliver,
      });
    } else if (existing.config.max_deliver !== this.maxDeliver) {
      // Consumers made before max_deliver existed retried a poison event forever.
      await jsm.consumers.update(EVENT_STREAM, durable, { max_deliver: this.maxDeliver });
    }
    const consumer = await jetstream(this.nc).consumers.get(EVENT_STREAM, durable);
    this.messages = await consumer.consume({ max_messages: 100 });
    this.loop = this.run(this.messages);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      if (this.stopped) break;
      await this.handle(message);
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    const envelope = envelopeOf(message);
    if (!envelope) {
      this.logger.error({ subject: message.subject }, 'dropping a malformed event');
      eventsHandled.inc({ event: 'unknown', outcome: 'malformed' });
      message.term();
      return;
    }
    const forged = forgeryReason(message.subject, envelope.name);
    if (forged) {
      await this.deadLetter(message, envelope, forged, 'forged');
      return;
    }
    let outcome: AppliedOutcome;
    try {
      outcome = await this.apply(envelope);
    } catch (error) {
      const attempt = message.info.deliveryCount;
      if (attempt >= this.maxDeliver) {
        await this.deadLetter(message, envelope, String((error as Error)?.message ?? error), 'dead-lettered', error);
        return;
      }
      this.logger.error({ err: error, event: envelope.name, id: envelope.id, attempt }, 'event handler failed; will retry');
      eventsHandled.inc({ event: envelope.name, outcome: 'failed' });
      message.nak(RETRY_DELAY_MS);
      return;
    }
    if (outcome === 'malformed') message.term();
    else message.ack();
  }

  /**
   * Applies a well-formed envelope whose provenance was checked: its payload validated against its
   * schema, then every handler in one transaction with its inbox row, so a redelivery (or an
   * operator's replay of a dead letter) changes nothing the second time. Throws what a handler threw.
   */
  async apply(envelope: EventEnvelope): Promise<AppliedOutcome> {
    const handlers = this.handlers.get(envelope.name as EventName);
    if (!handlers) {
      eventsHandled.inc({ event: envelope.name, outcome: 'ignored' });
      return 'ignored';
    }
    let payload: EventEnvelope['payload'];
    try {
      payload = parseEventPayload(envelope.name, envelope.payload);
    } catch (error) {
      this.logger.error({ event: envelope.name, id: envelope.id, reason: (error as Error).message }, 'dropping an event whose payload does not match its schema');
      eventsHandled.inc({ event: envelope.name, outcome: 'malformed' });
      return 'malformed';
    }
    // Handlers that have no work for this event (their `when`) are not called, and when none has,
    // no transaction is opened: nothing to apply, so no inbox row is needed to apply it only once.
    const due = handlers.filter((handler) => handler.when?.(payload) ?? true);
    if (due.length === 0) {
      eventsHandled.inc({ event: envelope.name, outcome: 'ignored' });
      return 'ignored';
    }
    const applied = await this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await prepared(manager).query(
        `INSERT INTO inbox (event_id, name) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [envelope.id, envelope.name],
      );
      if (inserted.length === 0) return false; // applied before: a redelivery
      for (const handler of due) await handler(payload, { manager, envelope: { ...envelope, payload } });
      return true;
    });
    const outcome = applied ? 'applied' : 'duplicate';
    eventsHandled.inc({ event: envelope.name, outcome });
    return outcome;
  }

  /**
   * Keeps an event this service will not apply for an operator: the dead-letter stream, with why in
   * its headers, instead of redelivering it. Two cases: the last delivery to a handler failed too
   * (so one poison event does not retry every second forever), or the event is forged (never
   * applied, but kept as evidence; counted as `forged`).
   */
  private async deadLetter(message: JsMsg, envelope: EventEnvelope, reason: string, outcome: 'dead-lettered' | 'forged', error?: unknown): Promise<void> {
    try {
      const headers = natsHeaders();
      headers.set('Cv-Service', this.service);
      headers.set('Cv-Error', reason.slice(0, 500));
      headers.set('Cv-Subject', message.subject);
      headers.set('Cv-Deliveries', String(message.info.deliveryCount));
      // A forged envelope may reuse a real event's id: its stream sequence keeps it apart.
      const msgID = outcome === 'forged' ? `${this.service}:forged:${message.info.streamSequence}` : `${this.service}:${envelope.id}`;
      await jetstream(this.nc).publish(deadLetterSubject(this.service, envelope.name), message.data, { headers, msgID });
      if (outcome === 'forged') {
        this.logger.error({ event: envelope.name, id: envelope.id, subject: message.subject, reason }, 'refused a forged event; moved to the dead-letter stream');
      } else {
        this.logger.error({ err: error, event: envelope.name, id: envelope.id, attempts: message.info.deliveryCount }, 'event handler failed on every delivery; moved to the dead-letter stream');
      }
      eventsHandled.inc({ event: envelope.name, outcome });
      message.term();
    } catch (publishError) {
      // Dead-letter stream unreachable: leave the event to JetStream (it stops at max_deliver and keeps it in the stream).
      this.logger.error({ err: publishError, event: envelope.name, id: envelope.id }, 'could not dead-letter an event');
      message.nak(RETRY_DELAY_MS);
    }
  }
}
