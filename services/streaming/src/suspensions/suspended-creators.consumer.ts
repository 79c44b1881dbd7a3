import { Injectable } from '@nestjs/common';
import { ModerationEvents, type Actor, type MemberSuspendedEvent, type StreamEndOrderedEvent } from '@cannaverse/contracts';
import { InjectLogger, OnEvent, RpcError, type Logger } from '@cannaverse/platform';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import { StreamStatusService } from '../livestreams/stream-status.service.js';

/** Moderators acting on a suspension: an administrator for the stream rules (issue 21: an admin can end any stream). */
const MODERATORS: Actor = { id: '00000000-0000-4000-8000-000000000000', isAdmin: true, tier: 'free' };

/**
 * A suspended member's live streams end at once (issue 24): each as an End Stream does, viewers
 * told, `streaming.stream.ended` published, the recording kept. Their encoder cannot bring a stream
 * back (StreamStatusService.ingestPublished), and their streams and chat lines are hidden while the
 * suspension lasts (the kit's suspended_members, projected in the same delivery).
 */
@Injectable()
export class SuspendedCreatorsConsumer {
  constructor(
    private readonly streams: LivestreamsRepository,
    private readonly status: StreamStatusService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @OnEvent(ModerationEvents.memberSuspended)
  async onSuspended(payload: MemberSuspendedEvent): Promise<void> {
    for (const id of await this.streams.liveIdsOf(payload.userId)) {
      await this.endStream(id);
      this.logger.info({ streamId: id, userId: payload.userId }, 'ended the live stream of a suspended member');
    }
  }

  /** An admin ended the stream from the admin tools (audited by moderation); an ended or deleted one stays as it is. */
  @OnEvent(ModerationEvents.streamEndOrdered)
  async onEndOrdered(payload: StreamEndOrderedEvent): Promise<void> {
    await this.endStream(payload.streamId);
  }

  private async endStream(id: number): Promise<void> {
    await this.status.end(MODERATORS, { id }).catch((error: unknown) => {
      if (error instanceof RpcError && error.status === 404) return null;
      throw error;
    });
  }
}
