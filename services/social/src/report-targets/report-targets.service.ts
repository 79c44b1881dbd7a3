import { Injectable } from '@nestjs/common';
import * as yup from 'yup';
import { SocialEvents, SocialMessages, type ContentRemovedEvent, type ContentRestoredEvent, type ReportTargetDto } from '@cannaverse/contracts';
import { isUuid, publishEvent, requestSchema, RpcError, validatePayload, type EventContext } from '@cannaverse/platform';
import { PostsRepository } from '../posts/posts.repository.js';
import { parseHashtags } from '../posts/hashtags.js';
import { ReportTargetsRepository, type TargetRow } from './report-targets.repository.js';

const targetPayload = requestSchema({
  targetType: yup.string().oneOf(['post', 'comment'] as const, 'targetType must be post or comment').required('targetType must be post or comment'),
  targetId: yup.string().required('targetId is required'),
});

const toTarget = (row: TargetRow, link: string): ReportTargetDto => ({ authorId: row.user_id, excerpt: row.content, mediaThumbnail: row.thumbnail, link });

/**
 * Social's part of reporting (issue 24): moderation asks whether a reported post or comment exists
 * and what it shows; when moderators remove one, it is hidden from everyone at once (every list,
 * count and direct read leaves out `removed_at` rows), and shown again when an appeal reverses the
 * removal; moderation keeps its snapshot for the author's notice.
 */
@Injectable()
export class ReportTargetsService {
  constructor(private readonly targets: ReportTargetsRepository, private readonly posts: PostsRepository) {}

  async find(input: unknown): Promise<ReportTargetDto> {
    const { targetType, targetId } = validatePayload(targetPayload, input);
    const notFound = targetType === 'post' ? SocialMessages.postNotFound : 'Comment not found';
    if (!isUuid(targetId)) throw RpcError.notFound(notFound);
    const row = targetType === 'post' ? await this.targets.post(targetId) : await this.targets.comment(targetId);
    if (!row) throw RpcError.notFound(notFound);
    return toTarget(row, `/posts/${row.post_id}`);
  }

  /**
   * Applied once per event (the inbox); a target already gone (its author deleted it) or hidden is
   * nothing to do. The post is hidden, not deleted, so an appeal can restore it; its projections
   * hear `social.post.updated` as a post without hashtags or rating (the members report forgets
   * its rating; nothing is deleted, its media stays).
   */
  async remove(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    if (!isUuid(payload.targetId)) return;
    if (payload.targetType === 'comment') {
      await this.targets.hideComment(context.manager, payload.targetId, payload.decisionId);
      return;
    }
    if (payload.targetType !== 'post') return;
    const hidden = await this.targets.hidePost(context.manager, payload.targetId, payload.decisionId);
    if (!hidden) return;
    await publishEvent(context.manager, SocialEvents.postUpdated, {
      postId: payload.targetId, userId: hidden.user_id, hashtags: [], strainName: null, strainRating: null, updatedAt: new Date().toISOString(),
    });
  }

  /** An appeal reversed the removal: the post or comment shows again as it was, its counts and hashtags with it. */
  async restore(payload: ContentRestoredEvent, context: EventContext): Promise<void> {
    if (!isUuid(payload.targetId)) return;
    if (payload.targetType === 'comment') {
      await this.targets.showComment(context.manager, payload.targetId, payload.decisionId);
      return;
    }
    if (payload.targetType !== 'post') return;
    const shown = await this.targets.showPost(context.manager, payload.targetId, payload.decisionId);
    if (!shown) return;
    const hashtags = parseHashtags(shown.content);
    await this.posts.replaceHashtags(context.manager, payload.targetId, hashtags);
    await publishEvent(context.manager, SocialEvents.postUpdated, {
      postId: payload.targetId, userId: shown.user_id, hashtags, strainName: shown.strain_name, strainRating: shown.strain_rating,
      content: shown.content, updatedAt: new Date().toISOString(),
    });
  }
}
