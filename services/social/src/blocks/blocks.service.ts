import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DirectMessageMessages, SocialEvents, type Actor, type BlockedMemberDto, type BlockStatusDto, type Page } from '@cannaverse/contracts';
import {
  decodeKeysetCursor, pagePayload, parseLimit, publishEvent, requireId, RpcError, toKeysetPage, UserCardsRepository, validatePayload,
} from '@cannaverse/platform';
import { userIdPayload } from '../common/payloads.js';
import { FollowsRepository } from '../follows/follows.repository.js';
import { BlocksRepository, toBlockedMemberDto } from './blocks.repository.js';

/**
 * Blocking a member: they can no longer message the blocker, follow them or comment on their
 * posts. Follows between the two end both ways at once (a block that left the blocked member
 * among the blocker's followers would still show them every post). Idempotent like follows; a
 * change publishes social.member.blocked / unblocked in its transaction, from which content and
 * streaming keep their own copy of blocks (their lists hide the two members from each other).
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blocks: BlocksRepository,
    private readonly follows: FollowsRepository,
    private readonly cards: UserCardsRepository,
  ) {}

  async status(actor: Actor, input: unknown): Promise<BlockStatusDto> {
    const targetId = this.target(actor, input);
    return { blocked: await this.blocks.blocks(actor.id, targetId) };
  }

  async block(actor: Actor, input: unknown): Promise<BlockStatusDto> {
    const targetId = this.target(actor, input);
    return this.dataSource.transaction(async (manager) => {
      await this.requireKnownMember(manager, targetId);
      if (await this.blocks.add(manager, actor.id, targetId)) {
        await publishEvent(manager, SocialEvents.memberBlocked, { blockerId: actor.id, blockedId: targetId, at: new Date().toISOString() });
        for (const [followerId, followingId] of [[actor.id, targetId], [targetId, actor.id]]) {
          if (await this.follows.remove(manager, followerId, followingId)) {
            await publishEvent(manager, SocialEvents.userUnfollowed, { followerId, followingId });
          }
        }
      }
      return { blocked: true };
    });
  }

  async unblock(actor: Actor, input: unknown): Promise<BlockStatusDto> {
    const targetId = this.target(actor, input);
    await this.dataSource.transaction(async (manager) => {
      if (await this.blocks.remove(manager, actor.id, targetId)) {
        await publishEvent(manager, SocialEvents.memberUnblocked, { blockerId: actor.id, blockedId: targetId, at: new Date().toISOString() });
      }
    });
    return { blocked: false };
  }

  async list(actor: Actor, input: unknown): Promise<Page<BlockedMemberDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.blocks.page(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toBlockedMemberDto);
  }

  private target(actor: Actor, input: unknown): string {
    const { userId } = validatePayload(userIdPayload, input);
    const targetId = requireId(userId, DirectMessageMessages.userNotFound);
    if (targetId === actor.id) throw RpcError.badRequest(DirectMessageMessages.cannotBlockSelf);
    return targetId;
  }

  private async requireKnownMember(manager: EntityManager, userId: string): Promise<void> {
    if (!(await this.cards.exists(userId, manager))) throw RpcError.notFound(DirectMessageMessages.userNotFound);
  }
}
