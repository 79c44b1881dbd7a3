import { Injectable } from '@nestjs/common';
import * as yup from 'yup';
import { SocialEvents, SocialMessages, type ContentRemovedEvent, type ReportTargetDto } from '@cannaverse/contracts';
import { isUuid, publishEvent, requestSchema, RpcError, validatePayload, type EventContext } from '@cannaverse/platform';
import { PostsRepository } from '../posts/posts.repository.js';
import { ReportTargetsRepository, type TargetRow } from './report-targets.repository.js';

const targetPayload = requestSchema({
  targetType: yup.string().oneOf(['post', 'comment'] as const, 'targetType must be post or comment').required('targetType must be post or comment'),
  targetId: yup.string().required('targetId is required'),
});

const toTarget = (row: TargetRow, link: string): ReportTargetDto => ({ authorId: row.user_id, excerpt: row.content, mediaThumbnail: row.thumbnail, link });

/**
 * Social's part of reporting (issue 24): moderation asks whether a reported post or comment exists
 * and what it shows; when moderators remove one, it goes for everyone at once. A removed post is
 * deleted exactly as its author's delete does (comments, likes, hashtags, media follow, and
 * `social.post.deleted` tells the projections); moderation keeps its snapshot for the author's notice.
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

  /** Applied once per event (the inbox); a target already gone (its author deleted it) is nothing to do. */
  async remove(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    if (!isUuid(payload.targetId)) return;
    if (payload.targetType === 'comment') {
      await this.targets.deleteComment(context.manager, payload.targetId);
      return;
    }
    if (payload.targetType !== 'post') return;
    const current = await this.posts.lockEditable(context.manager, payload.targetId);
    if (!current) return;
    const { mediaUrl } = await this.posts.delete(context.manager, payload.targetId);
    await publishEvent(context.manager, SocialEvents.postDeleted, { postId: payload.targetId, userId: current.userId, mediaUrl });
  }
}
