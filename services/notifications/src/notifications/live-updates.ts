import type { EntityManager } from 'typeorm';
import { NotificationsEvents } from '@cannaverse/contracts';
import { publishEvent } from '@cannaverse/platform';

/** At most this many members per `notifications.notification.created` (a creator with 10,000 followers: 20 events). */
const RECIPIENTS_PER_EVENT = 500;

/**
 * Tells the gateway which members have something new, through the outbox: it goes out only once
 * the notifications are committed, so an app that refetches on it sees them.
 */
export async function announce(manager: EntityManager, recipientIds: string[]): Promise<void> {
  for (let start = 0; start < recipientIds.length; start += RECIPIENTS_PER_EVENT) {
    await publishEvent(manager, NotificationsEvents.created, { recipientIds: recipientIds.slice(start, start + RECIPIENTS_PER_EVENT) });
  }
}
