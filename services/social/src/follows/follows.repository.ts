import { Injectable } from '@nestjs/common';
import { changedRows, type Queryable } from '@cannaverse/platform';

/** The `follows` table: unique per pair and never self-referencing (both enforced by the table). */
@Injectable()
export class FollowsRepository {
  /** True when the follow was new. */
  async add(db: Queryable, followerId: string, followingId: string): Promise<boolean> {
    const inserted: unknown[] = await db.query(
      `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
       ON CONFLICT (follower_id, following_id) DO NOTHING RETURNING id`,
      [followerId, followingId],
    );
    return inserted.length > 0;
  }

  /** True when there was a follow to remove. */
  async remove(db: Queryable, followerId: string, followingId: string): Promise<boolean> {
    const removed = await changedRows<{ id: string }>(db, `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING id`, [followerId, followingId]);
    return removed.length > 0;
  }

  /** Whether `followerId` follows `followingId` (the pair's unique key). */
  async isFollowing(db: Queryable, followerId: string, followingId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM follows WHERE follower_id = $1 AND following_id = $2`, [followerId, followingId]);
    return rows.length > 0;
  }

  /** The member's follower counter (member_counts, moved by a trigger in this same transaction). */
  async followersOf(db: Queryable, userId: string): Promise<number> {
    const rows: Array<{ count: number }> = await db.query(
      `SELECT coalesce((SELECT followers FROM member_counts WHERE user_id = $1), 0) AS count`, [userId]);
    return rows[0].count;
  }
}
