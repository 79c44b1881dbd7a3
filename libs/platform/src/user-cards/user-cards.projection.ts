import { Injectable } from '@nestjs/common';
import { IdentityEvents, type UserCard } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '../events/on-event.decorator.js';
import { UserCardsRepository } from './user-cards.repository.js';

/**
 * Keeps `user_cards` in step with identity. Written through the consumer's transaction (with its
 * inbox row), and only when the event is newer than what the card holds, so replays and late
 * redeliveries change nothing. Payloads arrive validated (EVENT_SCHEMAS) by the event consumer.
 */
@Injectable()
export class UserCardsProjection {
  constructor(private readonly cards: UserCardsRepository) {}

  @OnEvent(IdentityEvents.userRegistered)
  onRegistered(payload: UserCard, context: EventContext): Promise<void> {
    return this.cards.upsert(context.manager, payload, context.envelope.occurredAt);
  }

  @OnEvent(IdentityEvents.userUpdated)
  onUpdated(payload: UserCard, context: EventContext): Promise<void> {
    return this.cards.upsert(context.manager, payload, context.envelope.occurredAt);
  }
}
