import { Injectable } from '@nestjs/common';
import { ModerationEvents, type ContentRemovedEvent, type ContentRestoredEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { ReportTargetsService } from './report-targets.service.js';

/** Moderators removed a stream or a chat line: it goes at once. */
@Injectable()
export class ContentRemovedConsumer {
  constructor(private readonly targets: ReportTargetsService) {}

  @OnEvent(ModerationEvents.contentRemoved)
  onRemoved(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    return this.targets.remove(payload, context);
  }

  /** An appeal reversed the removal of a chat line: it is back in the history. */
  @OnEvent(ModerationEvents.contentRestored)
  onRestored(payload: ContentRestoredEvent, context: EventContext): Promise<void> {
    return this.targets.restore(payload, context);
  }
}
