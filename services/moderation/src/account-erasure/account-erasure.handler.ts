import { Injectable } from '@nestjs/common';
import {
  ContentEvents, IdentityEvents, ModerationEvents, NotificationsEvents, SocialEvents, StreamingEvents,
  type AccountDeletedEvent, type AccountErasedEvent,
} from '@cannaverse/contracts';
import { OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import type { EntityManager } from 'typeorm';
import { AccountErasuresRepository } from './account-erasures.repository.js';

/**
 * Moderation's part of an account's erasure (issue 25), and the record of every service's part.
 * - Direct messages: the member's conversations are gone from social on both sides, so moderation's
 *   copies of them go too, with the message reports about them (a message report's record is the
 *   message; without it there is nothing to review).
 * - Content reports the member made stay for the queue and its decisions, without the reporter
 *   (reporter_id and their free-text details cleared); reports and decisions about the member's
 *   content keep the rule and outcome, without the excerpt, thumbnail, link or member id.
 * - Audit entries no longer name the member (an admin's own entries keep the admin: the log
 *   answers for what admins did). Then their user card.
 */
@Injectable()
export class ModerationAccountErasure {
  constructor(private readonly erasures: AccountErasuresRepository) {}

  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted({ userId, requestedAt }: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    await this.erasures.requested(manager, userId, requestedAt);
    await eraseModerationRows(manager, userId);
    await publishEvent(manager, ModerationEvents.accountErased, { userId, service: 'moderation', at: new Date().toISOString() });
  }

  @OnEvent(IdentityEvents.accountErased)
  onIdentityErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }

  @OnEvent(SocialEvents.accountErased)
  onSocialErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }

  @OnEvent(ContentEvents.accountErased)
  onContentErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }

  @OnEvent(StreamingEvents.accountErased)
  onStreamingErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }

  @OnEvent(ModerationEvents.accountErased)
  onModerationErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }

  @OnEvent(NotificationsEvents.accountErased)
  onNotificationsErased(payload: AccountErasedEvent, { manager }: EventContext): Promise<void> {
    return this.erasures.serviceErased(manager, payload);
  }
}

export async function eraseModerationRows(manager: EntityManager, userId: string): Promise<void> {
  const copies = `(SELECT id FROM message_copies WHERE sender_id = $1 UNION ALL SELECT id FROM message_copies WHERE receiver_id = $1)`;
  await manager.query(`DELETE FROM message_reports WHERE message_id IN ${copies}`, [userId]);
  await manager.query(`DELETE FROM message_reports WHERE reporter_id = $1`, [userId]);
  await manager.query('DELETE FROM message_copies WHERE sender_id = $1', [userId]);
  await manager.query('DELETE FROM message_copies WHERE receiver_id = $1', [userId]);
  await manager.query('UPDATE content_reports SET reporter_id = NULL, details = NULL WHERE reporter_id = $1', [userId]);
  await manager.query(
    'UPDATE content_reports SET author_id = NULL, excerpt = NULL, media_thumbnail = NULL, link = NULL WHERE author_id = $1', [userId],
  );
  await manager.query('UPDATE moderation_decisions SET subject_id = NULL, excerpt = NULL WHERE subject_id = $1', [userId]);
  await manager.query('UPDATE admin_audit_log SET subject_ids = array_remove(subject_ids, $1::uuid) WHERE subject_ids @> ARRAY[$1::uuid]', [userId]);
  await manager.query('DELETE FROM user_cards WHERE id = $1', [userId]);
}
