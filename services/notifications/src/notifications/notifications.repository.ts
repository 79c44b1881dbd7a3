import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NOTIFICATION_ACTORS_SHOWN, type AuthorCard, type NotificationDetailDto, type NotificationDto, type NotificationType } from '@cannaverse/contracts';
import { changedRows, FALLBACK_USERNAME, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import { SETTING_COLUMNS } from '../settings/settings.repository.js';
import type { NotificationInput } from './notification-input.js';
import { announce } from './live-updates.js';

/** Followers written per statement of a live fan-out. */
export const FAN_OUT_BATCH = 1000;

interface GroupRow {
  id: string;
  type: NotificationType;
  count: number;
  target_type: 'post' | 'user' | 'stream' | 'story' | null;
  target_id: string | null;
  excerpt: string | null;
  detail: NotificationDetailDto | null;
  read: boolean;
  latest_at: Date;
  cursor_at: string;
  actors: Array<{ id: string; username: string | null; displayName: string | null; avatar: string | null }>;
}

export const toNotificationDto = (row: GroupRow): NotificationDto => ({
  id: row.id,
  type: row.type,
  count: row.count,
  actors: row.actors.map((a): AuthorCard => ({ id: a.id, username: a.username ?? FALLBACK_USERNAME, displayName: a.displayName, avatar: a.avatar })),
  target: row.target_type && row.target_id ? { type: row.target_type, id: row.target_id, excerpt: row.excerpt } : null,
  ...(row.detail ? { detail: row.detail } : {}),
  read: row.read,
  createdAt: row.latest_at.toISOString(),
});

/** `notification_groups` and their `notification_items`: the writes the rules allow, and the member's reads. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds one notification when the recipient's settings allow it: never for one's own action,
   * never from a member the recipient blocked or muted (nor to one who blocked the recipient),
   * never twice for one event. Account notices (no actor) have no switch and pass the member
   * rules. Answers whether it was made (and then tells the gateway, after commit).
   */
  async add(db: EntityManager, n: NotificationInput): Promise<boolean> {
    if (n.recipientId === n.actorId) return false;
    const column = SETTING_COLUMNS[n.type];
    const allowed: unknown[] = await db.query(
      `SELECT 1 FROM (SELECT $1::uuid AS id) r
         LEFT JOIN notification_settings s ON s.user_id = r.id
        WHERE ${column ? `coalesce(s.${column}, true)` : 'true'}
          AND ($2::uuid IS NULL OR NOT coalesce(s.from_following, false) OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = r.id AND f.following_id = $2))
          AND ($2::uuid IS NULL OR NOT EXISTS (
                SELECT 1 FROM member_blocks b WHERE (b.blocker_id = r.id AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = r.id)))
          AND ($2::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.muter_id = r.id AND m.muted_id = $2))
          AND NOT EXISTS (SELECT 1 FROM notification_items i WHERE i.event_id = $3 AND i.recipient_id = r.id)`,
      [n.recipientId, n.actorId, n.eventId],
    );
    if (allowed.length === 0) return false;
    const [{ id: groupId }]: Array<{ id: string }> = await db.query(
      `INSERT INTO notification_groups (recipient_id, type, group_key, target_type, target_id, excerpt, latest_at, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (recipient_id, group_key) DO UPDATE
         SET latest_at = greatest(notification_groups.latest_at, EXCLUDED.latest_at), read = false,
             excerpt = coalesce(EXCLUDED.excerpt, notification_groups.excerpt)
       RETURNING id`,
      [n.recipientId, n.type, n.groupKey, n.target?.type ?? null, n.target?.id ?? null, n.target?.excerpt ?? null, n.at, n.detail ? JSON.stringify(n.detail) : null],
    );
    await db.query(
      `INSERT INTO notification_items (event_id, recipient_id, group_id, actor_id, undo_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [n.eventId, n.recipientId, groupId, n.actorId, n.undoKey, n.at],
    );
    await this.recount(db, [groupId]);
    await announce(db, [n.recipientId]);
    return true;
  }

  /**
   * One event, many recipients (a stream went live: every follower whose settings allow it, who
   * did not mute or block the creator). The followers are read in keyset batches of
   * FAN_OUT_BATCH, each written with one set-based statement, so 10,000 followers are 10 batches,
   * not 10,000 round trips, and no statement grows with the audience.
   */
  async fanOut(db: EntityManager, n: Omit<NotificationInput, 'recipientId' | 'undoKey' | 'actorId'> & { actorId: string }): Promise<string[]> {
    const column = SETTING_COLUMNS[n.type] ?? 'true';
    const recipients: string[] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch: Array<{ id: string }> = await db.query(
        `SELECT follower_id AS id FROM follows WHERE following_id = $1 AND follower_id > $2 ORDER BY follower_id LIMIT $3`,
        [n.actorId, after, FAN_OUT_BATCH],
      );
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const rows: Array<{ recipient_id: string }> = await db.query(
        `WITH recipients AS (
           SELECT b.id FROM unnest($9::uuid[]) AS b(id)
             LEFT JOIN notification_settings s ON s.user_id = b.id
            WHERE b.id <> $1 AND coalesce(s.${column}, true)
              AND NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.muter_id = b.id AND m.muted_id = $1)
              AND NOT EXISTS (SELECT 1 FROM member_blocks bl WHERE (bl.blocker_id = b.id AND bl.blocked_id = $1) OR (bl.blocker_id = $1 AND bl.blocked_id = b.id))
              AND NOT EXISTS (SELECT 1 FROM notification_items i WHERE i.event_id = $2 AND i.recipient_id = b.id)
         ), groups AS (
           INSERT INTO notification_groups (recipient_id, type, group_key, target_type, target_id, excerpt, latest_at, count)
           SELECT id, $3, $4, $5, $6, $7, $8, 1 FROM recipients
           ON CONFLICT (recipient_id, group_key) DO UPDATE SET latest_at = greatest(notification_groups.latest_at, EXCLUDED.latest_at), read = false
           RETURNING id, recipient_id
         )
         INSERT INTO notification_items (event_id, recipient_id, group_id, actor_id, created_at)
         SELECT $2, recipient_id, id, $1, $8 FROM groups RETURNING recipient_id`,
        [n.actorId, n.eventId, n.type, n.groupKey, n.target?.type ?? null, n.target?.id ?? null, n.target?.excerpt ?? null, n.at, batch.map((row) => row.id)],
      );
      recipients.push(...rows.map((row) => row.recipient_id));
      if (batch.length < FAN_OUT_BATCH) break;
    }
    await announce(db, recipients);
    return recipients;
  }

  /** An undone like or follow: its item goes, and a group left empty goes with it. */
  async undo(db: Queryable, undoKey: string): Promise<void> {
    const removed = await changedRows<{ group_id: string }>(db, `DELETE FROM notification_items WHERE undo_key = $1 RETURNING group_id`, [undoKey]);
    await this.recount(db, [...new Set(removed.map((r) => r.group_id))]);
  }

  /**
   * A block or a mute: the recipient's notifications lose what the other member did (an emptied
   * group goes, as Mastodon hides them); an unblock or unmute does not bring them back.
   */
  async removeFrom(db: Queryable, pairs: Array<{ recipientId: string; actorId: string }>): Promise<void> {
    const removed = await changedRows<{ group_id: string }>(
      db,
      `DELETE FROM notification_items i USING unnest($1::uuid[], $2::uuid[]) AS p(recipient_id, actor_id)
        WHERE i.actor_id = p.actor_id AND i.recipient_id = p.recipient_id RETURNING i.group_id`,
      [pairs.map((p) => p.recipientId), pairs.map((p) => p.actorId)],
    );
    await this.recount(db, [...new Set(removed.map((r) => r.group_id))]);
  }

  /** A deleted target takes every notification about it. */
  async removeTarget(db: Queryable, type: 'post' | 'user' | 'stream' | 'story', id: string): Promise<void> {
    await db.query(`DELETE FROM notification_groups WHERE target_type = $1 AND target_id = $2`, [type, id]);
  }

  async updateExcerpt(db: Queryable, type: 'post', id: string, excerpt: string | null, groupTypes: NotificationType[]): Promise<void> {
    await db.query(`UPDATE notification_groups SET excerpt = $3 WHERE target_type = $1 AND target_id = $2 AND type = ANY($4)`, [type, id, excerpt, groupTypes]);
  }

  /** The count is the group's items; a group with none left is deleted. */
  private async recount(db: Queryable, groupIds: string[]): Promise<void> {
    if (groupIds.length === 0) return;
    await db.query(
      `UPDATE notification_groups g SET count = (SELECT count(*)::int FROM notification_items i WHERE i.group_id = g.id) WHERE g.id = ANY($1::uuid[])`,
      [groupIds],
    );
    await db.query(`DELETE FROM notification_groups WHERE id = ANY($1::uuid[]) AND count = 0`, [groupIds]);
  }

  /** Newest group first, each with its latest distinct actors' cards (one query, no N+1). */
  page(recipientId: string, limit: number, after: KeysetPosition | null): Promise<GroupRow[]> {
    const params: unknown[] = [recipientId, limit + 1, NOTIFICATION_ACTORS_SHOWN];
    const keyset = keysetSql({ createdAt: 'g.latest_at', id: 'g.id', idKind: 'uuid', order: 'desc' }, after, params);
    return this.dataSource.query(
      `SELECT g.id, g.type, g.count, g.target_type, g.target_id, g.excerpt, g.detail, g.read, g.latest_at, g.latest_at::text AS cursor_at,
              coalesce((
                SELECT json_agg(json_build_object('id', a.actor_id, 'username', u.username, 'displayName', u.display_name, 'avatar', u.avatar) ORDER BY a.at DESC)
                  FROM (SELECT i.actor_id, max(i.created_at) AS at FROM notification_items i WHERE i.group_id = g.id AND i.actor_id IS NOT NULL
                         GROUP BY i.actor_id ORDER BY at DESC LIMIT $3) a
                  LEFT JOIN user_cards u ON u.id = a.actor_id
              ), '[]'::json) AS actors
         FROM notification_groups g
        WHERE g.recipient_id = $1 ${keyset.and}
        ORDER BY ${keyset.orderBy} LIMIT $2`,
      params,
    );
  }

  async unreadCount(recipientId: string, db: Queryable = this.dataSource.manager): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM notification_groups WHERE recipient_id = $1 AND NOT read`, [recipientId]);
    return n;
  }

  /** Everything, or the groups whose latest notification is not newer than `upTo`. */
  async markRead(recipientId: string, upTo: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE notification_groups SET read = true WHERE recipient_id = $1 AND NOT read AND ($2::timestamptz IS NULL OR latest_at <= $2::timestamptz)`,
      [recipientId, upTo],
    );
  }
}
