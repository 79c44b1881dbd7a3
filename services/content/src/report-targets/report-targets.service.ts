import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import { StrainStoryMessages, type ContentRemovedEvent, type ContentRestoredEvent, type ReportTargetDto } from '@cannaverse/contracts';
import { changedRows, isIntId, requestSchema, RpcError, validatePayload, type EventContext } from '@cannaverse/platform';
import { MembersReportRepository } from '../strains/members-report/members-report.repository.js';
import { StrainStoriesRepository } from '../strain-stories/strain-stories.repository.js';

const targetPayload = requestSchema({
  targetType: yup.string().oneOf(['story'] as const, 'targetType must be story').required('targetType must be story'),
  targetId: yup.string().required('targetId is required'),
});

/**
 * Content's part of reporting (issue 24): moderation asks about a reported strain story; a story
 * moderators removed is unpublished (the strain's members report recounted in the same
 * transaction) until an appeal restores it; moderation keeps its snapshot for the author's notice.
 */
@Injectable()
export class ReportTargetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stories: StrainStoriesRepository,
    private readonly membersReport: MembersReportRepository,
  ) {}

  async find(input: unknown): Promise<ReportTargetDto> {
    const { targetId } = validatePayload(targetPayload, input);
    if (!isIntId(targetId)) throw RpcError.notFound(StrainStoryMessages.storyNotFound);
    const rows: Array<{ user_id: string; title: string; content: string; media_url: string | null; media_type: string | null }> = await this.dataSource.query(
      'SELECT user_id, title, content, media_url, media_type FROM strain_stories WHERE id = $1 AND published', [Number(targetId)]);
    const story = rows[0];
    if (!story) throw RpcError.notFound(StrainStoryMessages.storyNotFound);
    return {
      authorId: story.user_id,
      excerpt: `${story.title}: ${story.content}`,
      mediaThumbnail: story.media_type === 'image' ? story.media_url : null,
      link: `/strain-stories/${targetId}`,
    };
  }

  /**
   * Unpublishes the story (restorable: every read leaves unpublished stories out) and recounts its
   * strain's members report in the consumer's transaction; a story already deleted or hidden is nothing to do.
   */
  async remove(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    if (payload.targetType !== 'story' || !isIntId(payload.targetId)) return;
    const rows = await changedRows<{ strain_id: number }>(context.manager,
      'UPDATE strain_stories SET published = false, removed_by_decision = $2 WHERE id = $1 AND published RETURNING strain_id',
      [Number(payload.targetId), payload.decisionId]);
    if (rows.length) await this.membersReport.refreshReviewCountsById(context.manager, [rows[0].strain_id]);
  }

  /** An appeal reversed the removal: published again as it was, its strain's members report with it. */
  async restore(payload: ContentRestoredEvent, context: EventContext): Promise<void> {
    if (payload.targetType !== 'story' || !isIntId(payload.targetId)) return;
    const rows = await changedRows<{ strain_id: number }>(context.manager,
      'UPDATE strain_stories SET published = true, removed_by_decision = NULL WHERE id = $1 AND removed_by_decision = $2 RETURNING strain_id',
      [Number(payload.targetId), payload.decisionId]);
    if (rows.length) await this.membersReport.refreshReviewCountsById(context.manager, [rows[0].strain_id]);
  }
}
