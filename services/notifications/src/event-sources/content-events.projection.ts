import { Injectable } from '@nestjs/common';
import { ContentEvents, type StoryDeletedEvent, type StoryUpvotedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { excerptOf, groupKey } from '../notifications/notification-input.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';

/** A strain story's upvotes tell its author, grouped by story; a deleted story takes them with it. */
@Injectable()
export class ContentEventsProjection {
  constructor(private readonly notifications: NotificationsRepository) {}

  @OnEvent(ContentEvents.storyUpvoted)
  async onUpvoted(upvote: StoryUpvotedEvent, { manager, envelope }: EventContext): Promise<void> {
    const target = { type: 'story' as const, id: String(upvote.storyId), excerpt: excerptOf(upvote.title) };
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: upvote.storyAuthorId, actorId: upvote.userId, type: 'storyUpvote',
      groupKey: groupKey('storyUpvote', target, upvote.at), target, undoKey: null, at: upvote.at,
    });
  }

  @OnEvent(ContentEvents.storyDeleted)
  async onDeleted(story: StoryDeletedEvent, { manager }: EventContext): Promise<void> {
    await this.notifications.removeTarget(manager, 'story', String(story.storyId));
  }
}
