import { Injectable } from '@nestjs/common';
import { ModerationEvents, type MemberSuspendedEvent, type MemberUnsuspendedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '../events/on-event.decorator.js';
import { SuspendedMembersRepository } from './suspended-members.repository.js';

/** Keeps `suspended_members` in step with moderation, in the consumer's transaction; replays change nothing. */
@Injectable()
export class SuspendedMembersProjection {
  constructor(private readonly suspensions: SuspendedMembersRepository) {}

  @OnEvent(ModerationEvents.memberSuspended)
  onSuspended(payload: MemberSuspendedEvent, context: EventContext): Promise<void> {
    return this.suspensions.suspend(context.manager, payload);
  }

  @OnEvent(ModerationEvents.memberUnsuspended)
  onLifted(payload: MemberUnsuspendedEvent, context: EventContext): Promise<void> {
    return this.suspensions.lift(context.manager, payload);
  }
}
