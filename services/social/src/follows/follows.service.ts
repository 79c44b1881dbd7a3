import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SocialEvents, SocialMessages, type Actor, type FollowResult } from '@cannaverse/contracts';
import { publishEvent, RpcError, validatePayload } from '@cannaverse/platform';
import { requireId } from '../common/ids.js';
import { changedRows } from '../common/sql.js';
import { userIdPayload } from '../common/payloads.js';
import { recordInteraction } from '../interactions/record-interaction.js';

/**
 * Follow and unfollow are idempotent (the pair is unique in the table): repeating one answers
 * the same state and publishes nothing, so only real changes reach other services.
 */
@Injectable()
export class FollowsService {
  constructor(private readonly dataSource: DataSource) {}

  async follow(actor: Actor, input: unknown): Promise<FollowResult> {
    const targetId = this.target(input);
    if (targetId === actor.id) throw RpcError.badRequest(SocialMessages.cannotFollowSelf);
    return this.dataSource.transaction(async (manager) => {
      await this.requireKnownMember(manager, targetId);
      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
         ON CONFLICT (follower_id, following_id) DO NOTHING RETURNING id`,
        [actor.id, targetId],
      );
      if (inserted.length > 0) {
        await recordInteraction(manager, actor.id, 'follow', { followingId: targetId });
        await publishEvent(manager, SocialEvents.userFollowed, { followerId: actor.id, followingId: targetId });
      }
      return { following: true, followersCount: await this.followersOf(manager, targetId) };
    });
  }

  async unfollow(actor: Actor, input: unknown): Promise<FollowResult> {
    const targetId = this.target(input);
    if (targetId === actor.id) throw RpcError.badRequest(SocialMessages.cannotFollowSelf);
    return this.dataSource.transaction(async (manager) => {
      await this.requireKnownMember(manager, targetId);
      const removed = await changedRows<{ id: string }>(
        manager,
        `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING id`,
        [actor.id, targetId],
      );
      if (removed.length > 0) await publishEvent(manager, SocialEvents.userUnfollowed, { followerId: actor.id, followingId: targetId });
      return { following: false, followersCount: await this.followersOf(manager, targetId) };
    });
  }

  private target(input: unknown): string {
    const { userId } = validatePayload(userIdPayload, input);
    return requireId(userId, SocialMessages.userNotFound);
  }

  /** Members are known here through identity's events (user_cards); there is no cross-database check. */
  private async requireKnownMember(manager: EntityManager, userId: string): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM user_cards WHERE id = $1`, [userId]);
    if (rows.length === 0) throw RpcError.notFound(SocialMessages.userNotFound);
  }

  private async followersOf(manager: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ count: number }> = await manager.query(`SELECT count(*)::int AS count FROM follows WHERE following_id = $1`, [userId]);
    return rows[0].count;
  }
}
