import { Injectable } from '@nestjs/common';
import { ModerationEvents, type ContentRemovedEvent, type ContentRestoredEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { ReportTargetsService } from './report-targets.service.js';

/** Moderators removed a post or comment: it is hidden at once from every list and direct read, until an appeal restores it. */
@Injectable()
export class ContentRemovedConsumer {
  constructor(private readonly targets: ReportTargetsService) {}

  @OnEvent(ModerationEvents.contentRemoved)
  onRemoved(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    return this.targets.remove(payload, context);
  }

  /** An appeal reversed the removal: it shows again. */
  @OnEvent(ModerationEvents.contentRestored)
  onRestored(payload: ContentRestoredEvent, context: EventContext): Promise<void> {
    return this.targets.restore(payload, context);
  }
}
