import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventName, EventPayloads } from '@cannaverse/contracts';

export const ON_EVENT_METADATA = 'cannaverse:on-event';

export interface EventContext<TName extends EventName = EventName> {
  /** The consumer's transaction: write projections through it so they commit with the inbox row. */
  manager: EntityManager;
  envelope: EventEnvelope<TName>;
}

export type EventHandler<TName extends EventName = EventName> = (
  payload: EventPayloads[TName],
  context: EventContext<TName>,
) => Promise<void> | void;

/** Marks a provider method as the handler of a domain event from another service. */
export const OnEvent = (name: EventName) => SetMetadata(ON_EVENT_METADATA, name);
