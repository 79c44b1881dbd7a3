import { Injectable } from '@nestjs/common';
import { SocialEvents, type BlockChangedEvent, type MuteChangedEvent } from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { ProjectionsRepository } from './projections.repository.js';

/**
 * Blocks and mutes from social: a member is never notified by someone they blocked or muted (a
 * block works both ways: the blocked member hears nothing from the blocker either). What was
 * already there from that member goes at once (Mastodon hides it too); lifting the block or mute
 * stops the filtering from then on but does not bring the removed notifications back.
 */
@Injectable()
export class MemberRelationsProjection {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  @OnEvent(SocialEvents.memberBlocked)
  async onBlocked(block: BlockChangedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.block(manager, block.blockerId, block.blockedId, true);
    await this.notifications.removeFrom(manager, [
      { recipientId: block.blockerId, actorId: block.blockedId },
      { recipientId: block.blockedId, actorId: block.blockerId },
    ]);
  }

  @OnEvent(SocialEvents.memberUnblocked)
  async onUnblocked(block: BlockChangedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.block(manager, block.blockerId, block.blockedId, false);
  }

  @OnEvent(SocialEvents.memberMuted)
  async onMuted(mute: MuteChangedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.mute(manager, mute.muterId, mute.mutedId, true);
    await this.notifications.removeFrom(manager, [{ recipientId: mute.muterId, actorId: mute.mutedId }]);
  }

  @OnEvent(SocialEvents.memberUnmuted)
  async onUnmuted(mute: MuteChangedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.mute(manager, mute.muterId, mute.mutedId, false);
  }
}
