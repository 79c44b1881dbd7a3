import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DirectMessageMessages, SocialEvents, SocialMessages, type Actor, type FollowResult } from '@cannaverse/contracts';
import { publishEvent, requireId, RpcError, UserCardsRepository, validatePayload } from '@cannaverse/platform';
import { userIdPayload } from '../common/payloads.js';
import { BlocksRepository } from '../blocks/blocks.repository.js';
import { InteractionsRepository } from '../interactions/interactions.repository.js';
import { FollowsRepository } from './follows.repository.js';

/**
 * Follow and unfollow are idempotent (the pair is unique in the table): repeating one answers
 * the same state and publishes nothing, so only real changes reach other services.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly follows: FollowsRepository,
    private readonly cards: UserCardsRepository,
    private readonly interactions: InteractionsRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  async follow(actor: Actor, input: unknown): Promise<FollowResult> {
    const targetId = this.target(actor, input);
    return this.dataSource.transaction(async (manager) => {
      await this.requireKnownMember(manager, targetId);
      // Either way round: a block ended the follows between the two and keeps them ended.
      if (await this.blocks.eitherWay(actor.id, targetId, manager)) throw RpcError.forbidden(DirectMessageMessages.cannotFollow);
      if (await this.follows.add(manager, actor.id, targetId)) {
        await this.interactions.record(manager, actor.id, 'follow', { followingId: targetId });
        await publishEvent(manager, SocialEvents.userFollowed, { followerId: actor.id, followingId: targetId });
      }
      return { following: true, followersCount: await this.follows.followersOf(manager, targetId) };
    });
  }

  async unfollow(actor: Actor, input: unknown): Promise<FollowResult> {
    const targetId = this.target(actor, input);
    return this.dataSource.transaction(async (manager) => {
      await this.requireKnownMember(manager, targetId);
      if (await this.follows.remove(manager, actor.id, targetId)) {
        await publishEvent(manager, SocialEvents.userUnfollowed, { followerId: actor.id, followingId: targetId });
      }
      return { following: false, followersCount: await this.follows.followersOf(manager, targetId) };
    });
  }

  private target(actor: Actor, input: unknown): string {
    const { userId } = validatePayload(userIdPayload, input);
    const targetId = requireId(userId, SocialMessages.userNotFound);
    if (targetId === actor.id) throw RpcError.badRequest(SocialMessages.cannotFollowSelf);
    return targetId;
  }

  /** Members are known here through identity's events (user_cards); there is no cross-database check. */
  private async requireKnownMember(manager: EntityManager, userId: string): Promise<void> {
    if (!(await this.cards.exists(userId, manager))) throw RpcError.notFound(SocialMessages.userNotFound);
  }
}
