import { Injectable } from '@nestjs/common';
import {
  chatSettingsSchema, chatTimeoutSchema, LivestreamLimits, LivestreamMessages,
  type Actor, type ChatRestrictionDto, type LiveStreamDto, type Page,
} from '@cannaverse/contracts';
import { decodeKeysetCursor, parseLimit, requireId, RpcError, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { canModerate } from '../common/stream-access.js';
import { memberPayload, streamChangesPayload, streamPagePayload } from '../common/payloads.js';
import { LiveBus } from '../live-bus/live-bus.js';
import { LivestreamsRepository, type StreamRow } from '../livestreams/livestreams.repository.js';
import { LivestreamsService } from '../livestreams/livestreams.service.js';
import { ChatRestrictionsRepository, toRestrictionDto } from './chat-restrictions.repository.js';
import { LiveChatRepository } from './live-chat.repository.js';

/**
 * Chat moderation by a stream's creator or an admin: bans, timeouts, lifting them, slow mode.
 * Every change is stored, then announced on the live bus: each replica reloads the stream's rules
 * and closes a banned member's sockets there.
 */
@Injectable()
export class ChatModerationService {
  constructor(
    private readonly restrictions: ChatRestrictionsRepository,
    private readonly chats: LiveChatRepository,
    private readonly streams: LivestreamsRepository,
    private readonly livestreams: LivestreamsService,
    private readonly bus: LiveBus,
  ) {}

  /** The moderators' list of active bans and timeouts, newest first, a page at a time (issue 21). */
  async list(actor: Actor, input: unknown): Promise<Page<ChatRestrictionDto>> {
    const query = validatePayload(streamPagePayload, input);
    const stream = await this.moderatedStream(actor, query.streamId);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.restrictions.page(stream.id, decodeKeysetCursor(query.cursor), limit + 1), limit, toRestrictionDto);
  }

  async ban(actor: Actor, input: unknown): Promise<ChatRestrictionDto> {
    const query = validatePayload(memberPayload, input);
    const stream = await this.moderatedStream(actor, query.streamId);
    return this.restrict(actor, stream, query.userId, 'ban', null);
  }

  async timeout(actor: Actor, input: unknown): Promise<ChatRestrictionDto> {
    const query = validatePayload(streamChangesPayload, input);
    const stream = await this.moderatedStream(actor, query.streamId);
    const body = validatePayload(chatTimeoutSchema, query.changes);
    const seconds = body.seconds ?? LivestreamLimits.timeoutDefaultSeconds;
    return this.restrict(actor, stream, body.userId, 'timeout', new Date(Date.now() + seconds * 1000));
  }

  async lift(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const query = validatePayload(memberPayload, input);
    const stream = await this.moderatedStream(actor, query.streamId);
    await this.restrictions.lift(stream.id, requireId(query.userId, LivestreamMessages.memberNotFound));
    this.bus.publish(stream.id, { kind: 'room-changed' });
    return { ok: true };
  }

  async updateSettings(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const query = validatePayload(streamChangesPayload, input);
    const stream = await this.moderatedStream(actor, query.streamId);
    const { slowModeSeconds } = validatePayload(chatSettingsSchema, query.changes);
    await this.streams.setSlowMode(stream.id, slowModeSeconds);
    this.bus.publish(stream.id, { kind: 'room-changed' });
    this.bus.publish(stream.id, { kind: 'frame', frame: { type: 'chat_settings', streamId: stream.id, slowModeSeconds } });
    return this.livestreams.get(actor, { id: stream.id });
  }

  private async restrict(actor: Actor, stream: StreamRow, rawUserId: string, kind: 'ban' | 'timeout', expiresAt: Date | null): Promise<ChatRestrictionDto> {
    const userId = requireId(rawUserId, LivestreamMessages.memberNotFound);
    // A ban or timeout names a member: one this service has no card of does not exist (issue 20),
    // rather than a row about nobody that the restrictions list would show as "member".
    const member = await this.chats.findMember(userId);
    if (!member) throw RpcError.notFound(LivestreamMessages.memberNotFound);
    if (userId === stream.user_id || member.isAdmin) throw RpcError.badRequest(LivestreamMessages.cannotRestrictModerator);
    const restriction = await this.restrictions.restrict(stream.id, userId, kind, expiresAt, actor.id);
    this.bus.publish(stream.id, { kind: 'room-changed' });
    if (kind === 'timeout' && expiresAt) {
      this.bus.publish(stream.id, { kind: 'frame', userId, frame: { type: 'chat_restricted', streamId: stream.id, kind: 'timeout', until: expiresAt.toISOString() } });
    }
    return restriction;
  }

  private async moderatedStream(actor: Actor, rawId: unknown): Promise<StreamRow> {
    const stream = await this.livestreams.visibleStream(actor, rawId);
    if (!canModerate({ userId: stream.user_id, isPrivate: stream.is_private }, actor)) throw RpcError.forbidden(LivestreamMessages.notModerator);
    return stream;
  }
}
