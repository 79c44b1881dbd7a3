import { Injectable } from '@nestjs/common';
import { IdentityEvents, NotificationsEvents, type AccountDeletedEvent } from '@cannaverse/contracts';
import { OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import type { EntityManager } from 'typeorm';

/**
 * Notifications' part of an account's erasure (issue 25), in the event consumer's transaction:
 * everything the member received (their groups, with the items), everything they made for others
 * (their items in others' groups: the group's count drops, and a group left with no item goes,
 * so 'alice liked your post' disappears rather than reading '0 people'), their settings, and the
 * projections (follows both ways, their posts' authors and excerpts, their user card).
 * A replay finds nothing and changes nothing.
 */
@Injectable()
export class NotificationsAccountErasure {
  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted({ userId }: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    await eraseNotificationsRows(manager, userId);
    await publishEvent(manager, NotificationsEvents.accountErased, { userId, service: 'notifications', at: new Date().toISOString() });
  }
}

export async function eraseNotificationsRows(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('DELETE FROM notification_groups WHERE recipient_id = $1', [userId]);
  const touched: Array<{ group_id: string }> = await manager.query(
    `UPDATE notification_groups g SET count = greatest(0, g.count - m.n)
       FROM (SELECT group_id, count(*)::int AS n FROM notification_items WHERE actor_id = $1 GROUP BY group_id) m
      WHERE g.id = m.group_id RETURNING g.id AS group_id`, [userId],
  ).then((answer: unknown) => (Array.isArray(answer) && Array.isArray(answer[0]) ? answer[0] : answer) as Array<{ group_id: string }>);
  await manager.query('DELETE FROM notification_items WHERE actor_id = $1', [userId]);
  if (touched.length > 0) {
    await manager.query(
      `DELETE FROM notification_groups g WHERE g.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM notification_items i WHERE i.group_id = g.id)`,
      [touched.map((row) => row.group_id)],
    );
  }
  await manager.query('DELETE FROM notification_settings WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM follows WHERE follower_id = $1', [userId]);
  await manager.query('DELETE FROM follows WHERE following_id = $1', [userId]);
  await manager.query('DELETE FROM posts WHERE author_id = $1', [userId]);
  await manager.query('DELETE FROM user_cards WHERE id = $1', [userId]);
}
