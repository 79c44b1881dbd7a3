import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import { StrainStoryMessages, type ContentRemovedEvent, type ReportTargetDto } from '@cannaverse/contracts';
import { isIntId, requestSchema, RpcError, validatePayload, type EventContext } from '@cannaverse/platform';
import { MembersReportRepository } from '../strains/members-report/members-report.repository.js';
import { StrainStoriesRepository } from '../strain-stories/strain-stories.repository.js';

const targetPayload = requestSchema({
  targetType: yup.string().oneOf(['story'] as const, 'targetType must be story').required('targetType must be story'),
  targetId: yup.string().required('targetId is required'),
});

/**
 * Content's part of reporting (issue 24): moderation asks about a reported strain story, and a
 * story moderators removed is deleted as its author's delete does (the strain's members report
 * recounted in the same transaction); moderation keeps its snapshot for the author's notice.
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

  async remove(payload: ContentRemovedEvent, context: EventContext): Promise<void> {
    if (payload.targetType !== 'story' || !isIntId(payload.targetId)) return;
    const id = Number(payload.targetId);
    const story = await this.stories.lockStory(context.manager, id);
    if (!story) return; // already deleted by its author
    await this.stories.delete(context.manager, id);
    await this.membersReport.refreshReviewCountsById(context.manager, [story.strainId]);
  }
}
