import { Injectable } from '@nestjs/common';
import { SocialEvents, type MessageSentEvent, type MessagesReadEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { MessageCopiesRepository } from './message-copies.repository.js';

/**
 * Keeps moderation's copy of every direct message from social's events. The durable consumer
 * catches up on whatever was sent while this service was down, so reports and look-ups see it.
 */
@Injectable()
export class MessageCopiesProjection {
  constructor(private readonly copies: MessageCopiesRepository) {}

  @OnEvent(SocialEvents.messageSent)
  onSent(payload: MessageSentEvent, context: EventContext): Promise<void> {
    return this.copies.insert(context.manager, payload);
  }

  @OnEvent(SocialEvents.messagesRead)
  onRead(payload: MessagesReadEvent, context: EventContext): Promise<void> {
    return this.copies.markRead(context.manager, payload);
  }
}
