import { Injectable } from '@nestjs/common';
import {
  IdentityEvents, ModerationEvents,
  type AppealDecidedEvent, type ContentRemovedEvent, type DecisionMadeEvent, type MembershipRenewalChangedEvent, type NotificationDetailDto, type NotificationTargetDto,
} from '@cannaverse/contracts';
import { OnEvent, type EventContext } from '@cannaverse/platform';
import { NotificationsRepository } from '../notifications/notifications.repository.js';

/**
 * Where a decision's content can still be opened: a post, story, stream or member that was not
 * removed. A removed one (or a comment or chat line, which have no page of their own) has none.
 */
function decisionTarget(decision: DecisionMadeEvent): NotificationTargetDto | null {
  if (decision.action === 'remove') return null;
  switch (decision.targetType) {
    case 'post': return { type: 'post', id: decision.targetId, excerpt: null };
    case 'story': return { type: 'story', id: decision.targetId, excerpt: null };
    case 'stream': return { type: 'stream', id: decision.targetId, excerpt: null };
    case 'member': return decision.subjectId ? { type: 'user', id: decision.subjectId, excerpt: null } : null;
    default: return null;
  }
}

/**
 * Notices about one's own reports and account: from no member (no actors), each its own group,
 * always sent (no switch). Report outcomes go to every reporter of the decision; a decision about
 * a member's content (a warning, a removal) goes to that member. Suspensions reach the suspended
 * member another way (their sessions end), so they make no notice here; dismissals tell the
 * subject nothing. An appeal's outcome goes to the member who appealed (a reversed suspension too:
 * they can sign in again and read it).
 */
@Injectable()
export class AccountNoticesProjection {
  constructor(private readonly notifications: NotificationsRepository) {}

  /**
   * Moderators removed a post or a story: its likes, comments, mentions and upvotes go, as for one
   * its author deleted (the removal hides it rather than deleting it, so no delete event comes).
   * An appeal that restores it does not bring them back.
   */
  @OnEvent(ModerationEvents.contentRemoved)
  async onContentRemoved(removal: ContentRemovedEvent, { manager }: EventContext): Promise<void> {
    if (removal.targetType === 'post' || removal.targetType === 'story') await this.notifications.removeTarget(manager, removal.targetType, removal.targetId);
  }

  @OnEvent(ModerationEvents.decisionMade)
  async onDecision(decision: DecisionMadeEvent, { manager, envelope }: EventContext): Promise<void> {
    const detail: NotificationDetailDto = { action: decision.action, contentType: decision.targetType, ...(decision.rule ? { rule: decision.rule } : {}) };
    const target = decisionTarget(decision);
    for (const reporterId of new Set(decision.reporterIds)) {
      if (reporterId === decision.subjectId) continue;
      await this.notifications.add(manager, {
        eventId: envelope.id, recipientId: reporterId, actorId: null, type: 'reportOutcome',
        groupKey: `reportOutcome:${decision.decisionId}`, target, undoKey: null, at: decision.decidedAt, detail,
      });
    }
    if (decision.subjectId && (decision.action === 'warn' || decision.action === 'remove')) {
      await this.notifications.add(manager, {
        eventId: envelope.id, recipientId: decision.subjectId, actorId: null, type: 'moderation',
        groupKey: `moderation:${decision.decisionId}`, target: decision.targetType === 'member' ? null : target, undoKey: null, at: decision.decidedAt, detail,
      });
    }
  }

  /** The moderators decided the member's appeal: the decision stands or was undone. */
  @OnEvent(ModerationEvents.appealDecided)
  async onAppealDecided(appeal: AppealDecidedEvent, { manager, envelope }: EventContext): Promise<void> {
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: appeal.userId, actorId: null, type: 'appeal',
      groupKey: `appeal:${appeal.appealId}`, target: null, undoKey: null, at: appeal.decidedAt, detail: { outcome: appeal.outcome },
    });
  }

  /** A paid plan bought or resumed (it renews on `until`), or cancelled (it ends on `until`). */
  @OnEvent(IdentityEvents.membershipRenewalChanged)
  async onRenewal(change: MembershipRenewalChangedEvent, { manager, envelope }: EventContext): Promise<void> {
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: change.userId, actorId: null, type: 'membership',
      groupKey: `membership:${envelope.id}`, target: null, undoKey: null, at: change.at,
      detail: { plan: change.plan, interval: change.interval, renews: change.renews, until: change.currentPeriodEnd },
    });
  }
}
