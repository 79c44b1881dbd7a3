import { Injectable } from '@nestjs/common';
import type { Actor, NotificationDto, Page, UnreadNotificationsDto } from '@cannaverse/contracts';
import { decodeKeysetCursor, pagePayload, parseLimit, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { markReadPayload } from './notifications.schemas.js';
import { NotificationsRepository, toNotificationDto } from './notifications.repository.js';

/** A member's own notifications: only ever the actor's (the recipient is never taken from input). */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(actor: Actor, input: unknown): Promise<Page<NotificationDto>> {
    const query = validatePayload(pagePayload, input ?? {});
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.notifications.page(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toNotificationDto);
  }

  async unreadCount(actor: Actor): Promise<UnreadNotificationsDto> {
    return { count: await this.notifications.unreadCount(actor.id) };
  }

  async markRead(actor: Actor, input: unknown): Promise<UnreadNotificationsDto> {
    const { upTo } = validatePayload(markReadPayload, input ?? {});
    await this.notifications.markRead(actor.id, upTo ?? null);
    return this.unreadCount(actor);
  }
}
