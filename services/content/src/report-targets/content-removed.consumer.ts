import { Injectable } from '@nestjs/common';
import { ModerationEvents, type ContentRemovedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { ReportTargetsService } from './report-targets.service.js';

/** Moderators removed a strain story: it goes at once, from every list and direct read. */
@Injectable()
export class ContentRemovedConsumer {
  constructor(private readonly targets: ReportTargetsService) {}

  @OnEvent(ModerationEvents.contentRemoved)
  onRemoved(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    return this.targets.remove(payload, context);
  }
}
