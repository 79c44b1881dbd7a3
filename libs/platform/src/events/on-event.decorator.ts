import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventName, EventPayloads } from '@cannaverse/contracts';

export const ON_EVENT_METADATA = 'cannaverse:on-event';
export const ON_EVENT_WHEN_METADATA = 'cannaverse:on-event-when';

export interface EventContext<TName extends EventName = EventName> {
  /** The consumer's transaction: write projections through it so they commit with the inbox row. */
  manager: EntityManager;
  envelope: EventEnvelope<TName>;
}

export type EventHandler<TName extends EventName = EventName> = (
  payload: EventPayloads[TName],
  context: EventContext<TName>,
) => Promise<void> | void;

/** Which events a handler has work for, decided from the payload alone (no database). */
export type EventFilter<TName extends EventName = EventName> = (payload: EventPayloads[TName]) => boolean;

/** A handler as the consumer holds it: `when` (if any) says which events it has work for. */
export type RegisteredEventHandler<TName extends EventName = EventName> = EventHandler<TName> & { when?: EventFilter<TName> };

export interface OnEventOptions<TName extends EventName> {
  /**
   * Only these events reach the handler. When no handler of a service has work for an event, the
   * consumer acknowledges it without a transaction or an inbox row (nothing was applied, so a
   * redelivery has nothing to repeat): most posts, for example, carry no media and rate no strain,
   * and each such transaction cost a post three statements and a WAL flush (issue 28).
   */
  when?: EventFilter<TName>;
}

/** Marks a provider method as the handler of a domain event from another service. */
export const OnEvent = <TName extends EventName>(name: TName, options: OnEventOptions<TName> = {}) =>
  applyDecorators(SetMetadata(ON_EVENT_METADATA, name), SetMetadata(ON_EVENT_WHEN_METADATA, options.when));
