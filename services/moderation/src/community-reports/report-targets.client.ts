import { Inject, Injectable } from '@nestjs/common';
import {
  CommunityReportMessages, ContentPatterns, SocialPatterns, StreamingPatterns, type ReportTargetDto, type ReportTargetType, type ServiceName,
} from '@cannaverse/contracts';
import { isUuid, RpcError, serviceClientToken, UserCardsRepository, type ServiceClient } from '@cannaverse/platform';

/** Which service owns each kind of target, and the subject it answers on. */
const OWNERS: Record<Exclude<ReportTargetType, 'member'>, { service: ServiceName; pattern: string }> = {
  post: { service: 'social', pattern: SocialPatterns.reportTarget },
  comment: { service: 'social', pattern: SocialPatterns.reportTarget },
  story: { service: 'content', pattern: ContentPatterns.reportTarget },
  stream: { service: 'streaming', pattern: StreamingPatterns.reportTarget },
  chat: { service: 'streaming', pattern: StreamingPatterns.reportTarget },
};

export const REPORT_TARGET_SERVICES: ServiceName[] = ['social', 'content', 'streaming'];

/**
 * Asks a reported target's owning service whether it exists and what it looks like now (moderation
 * never reads another service's database). A member is checked against moderation's own user cards.
 * The owner down answers 503 (`The social service is not available right now`): nothing is stored.
 */
@Injectable()
export class ReportTargetsClient {
  constructor(
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
    @Inject(serviceClientToken('content')) private readonly content: ServiceClient,
    @Inject(serviceClientToken('streaming')) private readonly streaming: ServiceClient,
    private readonly cards: UserCardsRepository,
  ) {}

  async snapshot(targetType: ReportTargetType, targetId: string, requestId?: string): Promise<ReportTargetDto> {
    if (targetType === 'member') {
      if (!isUuid(targetId) || !(await this.cards.exists(targetId))) throw RpcError.notFound(CommunityReportMessages.targetNotFound);
      return { authorId: targetId, excerpt: null, mediaThumbnail: null, link: `/profile/${targetId}` };
    }
    const owner = OWNERS[targetType];
    const client = { social: this.social, content: this.content, streaming: this.streaming }[owner.service as 'social' | 'content' | 'streaming'];
    try {
      return await client.send<ReportTargetDto>(owner.pattern, { actor: null, requestId }, { targetType, targetId });
    } catch (error) {
      if (error instanceof RpcError && (error.status === 404 || error.status === 400)) throw RpcError.notFound(CommunityReportMessages.targetNotFound);
      throw error;
    }
  }
}
