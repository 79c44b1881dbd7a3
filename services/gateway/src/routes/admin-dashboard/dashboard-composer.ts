import { Inject, Injectable } from '@nestjs/common';
import {
  IdentityPatterns, ModerationPatterns, SocialPatterns, StreamingPatterns, type AdminDashboardDto, type Caller, type IdentityStatsDto,
  type ModerationDashboardDto, type SocialStatsDto, type StreamingStatsDto,
} from '@cannaverse/contracts';
import { InjectLogger, RpcError, serviceClientToken, ServiceClient, type Logger } from '@cannaverse/platform';

/** A figure that has not come back by then shows '—' rather than holding the page. */
const FIGURE_TIMEOUT_MS = 1500;

const isRefusal = (reason: unknown) => reason instanceof RpcError && (reason.status === 401 || reason.status === 403);

/**
 * The admin dashboard: each figure from the service that owns it, asked in parallel. Each service
 * decides who may see its figures; a refusal (401/403) answers for the whole page, while a service
 * that is down or slow only blanks its own figures (null).
 */
@Injectable()
export class DashboardComposer {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    @Inject(serviceClientToken('social')) private readonly social: ServiceClient,
    @Inject(serviceClientToken('moderation')) private readonly moderation: ServiceClient,
    @Inject(serviceClientToken('streaming')) private readonly streaming: ServiceClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async compose(caller: Caller): Promise<AdminDashboardDto> {
    const answers = await Promise.allSettled([
      this.identity.send<IdentityStatsDto>(IdentityPatterns.stats, caller, {}, FIGURE_TIMEOUT_MS),
      this.social.send<SocialStatsDto>(SocialPatterns.stats, caller, {}, FIGURE_TIMEOUT_MS),
      this.moderation.send<ModerationDashboardDto>(ModerationPatterns.dashboard, caller, {}, FIGURE_TIMEOUT_MS),
      this.streaming.send<StreamingStatsDto>(StreamingPatterns.stats, caller, {}, FIGURE_TIMEOUT_MS),
    ]);
    const refusal = answers.find((answer) => answer.status === 'rejected' && isRefusal(answer.reason));
    if (refusal?.status === 'rejected') throw refusal.reason;
    if (answers.every((answer) => answer.status === 'rejected')) throw RpcError.unavailable('The admin dashboard is not available right now');
    const [identity, social, moderation, streaming] = answers.map((answer, index) => {
      if (answer.status === 'fulfilled') return answer.value;
      this.logger.warn({ err: answer.reason, figure: index, requestId: caller.requestId }, 'dashboard figure unavailable');
      return null;
    }) as [IdentityStatsDto | null, SocialStatsDto | null, ModerationDashboardDto | null, StreamingStatsDto | null];
    return {
      members: identity?.members ?? null,
      posts: social?.posts ?? null,
      messages: social?.messages ?? null,
      pendingReports: moderation?.pendingReports ?? null,
      liveNow: streaming?.liveNow ?? null,
      recentAudit: moderation?.recentAudit ?? null,
      accountErasures: moderation?.accountErasures ?? null,
    };
  }
}
