import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  LiveChannelMessages, LivestreamMessages,
  type Actor, type AuthorCard, type LiveChatMessageDto, type LiveReactionType, type Page,
} from '@cannaverse/contracts';
import { decodeKeysetCursor, InjectConfig, parseLimit, requireIntId, RpcError, ServiceRedis, toKeysetPage, validatePayload } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { canModerate } from '../common/stream-access.js';
import { chatMessagePayload, streamPagePayload } from '../common/payloads.js';
import { LiveBus } from '../live-bus/live-bus.js';
import { LivestreamsService } from '../livestreams/livestreams.service.js';
import { chatRefusal, slowModeApplies, type ChatRules, type Restriction } from './chat-guard.js';
import { LiveChatRepository, toChatDto } from './live-chat.repository.js';

/** The member behind a socket: the session's actor and the card read when the socket opened. */
export interface ChatSender {
  actor: Actor;
  card: AuthorCard;
}

/** Reactions are lighter than chat, but a held-down Like button must not flood every viewer. */
const REACTIONS_PER_WINDOW = 10;

/** Chat and reactions from sockets, chat history, and deleting a line. */
@Injectable()
export class LiveChatService {
  private readonly chatLimiter: RateLimiterRedis;
  private readonly reactionLimiter: RateLimiterRedis;
  private readonly redis: Redis;

  constructor(
    private readonly chats: LiveChatRepository,
    private readonly bus: LiveBus,
    private readonly livestreams: LivestreamsService,
    serviceRedis: ServiceRedis,
    @InjectConfig() private readonly config: StreamingConfig,
  ) {
    const redis = (this.redis = serviceRedis.client());
    const duration = config.CHAT_RATE_WINDOW_SECONDS;
    this.chatLimiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.liveRedisPrefix}:chat-rate`, points: config.CHAT_RATE_MAX, duration });
    this.reactionLimiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.liveRedisPrefix}:reaction-rate`, points: REACTIONS_PER_WINDOW, duration });
  }

  /**
   * A chat line from a socket (its content already checked by the protocol): the member's
   * restrictions, the per-member rate limit and slow mode (both in Redis, so they hold whichever
   * replica a member's sockets are on), then stored and fanned out to every replica.
   */
  async post(sender: ChatSender, rules: ChatRules, restrictedUntil: Restriction, content: string): Promise<void> {
    const refusal = chatRefusal(rules, restrictedUntil, Date.now());
    if (refusal) throw RpcError.forbidden(refusal);
    await this.consume(this.chatLimiter, rules.streamId, sender.actor.id);
    if (slowModeApplies(rules, sender.actor)) {
      const key = `${this.config.liveRedisPrefix}:slow:${rules.streamId}:${sender.actor.id}`;
      if ((await this.redis.set(key, '1', 'PX', rules.slowModeSeconds * 1000, 'NX')) !== 'OK') {
        throw new RpcError(429, LiveChannelMessages.slowMode(rules.slowModeSeconds));
      }
    }
    const message = await this.chats.insert(rules.streamId, sender.actor.id, content, sender.card);
    this.bus.publish(rules.streamId, { kind: 'frame', frame: { type: 'chat_message', ...message } });
  }

  async react(sender: ChatSender, rules: ChatRules, restrictedUntil: Restriction, reactionType: LiveReactionType): Promise<void> {
    if (restrictedUntil === Infinity) throw RpcError.forbidden(LiveChannelMessages.banned);
    await this.consume(this.reactionLimiter, rules.streamId, sender.actor.id);
    await this.chats.insertReaction(rules.streamId, sender.actor.id, reactionType);
    this.bus.publish(rules.streamId, { kind: 'frame', frame: { type: 'reaction', streamId: rules.streamId, userId: sender.actor.id, reactionType } });
  }

  /** Recent history, newest first; the page shows it oldest first. */
  async history(actor: Actor, input: unknown): Promise<Page<LiveChatMessageDto>> {
    const query = validatePayload(streamPagePayload, input);
    const stream = await this.livestreams.visibleStream(actor, query.streamId);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.chats.history(stream.id, actor.id, decodeKeysetCursor(query.cursor, 'int'), limit + 1), limit, toChatDto);
  }

  /** The creator or an admin removes a line: gone from history, and from every viewer's screen at once. */
  async deleteMessage(actor: Actor, input: unknown): Promise<{ ok: true }> {
    const query = validatePayload(chatMessagePayload, input);
    const stream = await this.livestreams.visibleStream(actor, query.streamId);
    if (!canModerate({ userId: stream.user_id, isPrivate: stream.is_private }, actor)) throw RpcError.forbidden(LivestreamMessages.notModerator);
    const messageId = requireIntId(query.messageId, LivestreamMessages.chatMessageNotFound);
    if (!(await this.chats.markDeleted(stream.id, messageId)) && !(await this.chats.exists(stream.id, messageId))) {
      throw RpcError.notFound(LivestreamMessages.chatMessageNotFound);
    }
    this.bus.publish(stream.id, { kind: 'frame', frame: { type: 'chat_deleted', streamId: stream.id, messageId } });
    return { ok: true };
  }

  private async consume(limiter: RateLimiterRedis, streamId: number, userId: string): Promise<void> {
    try {
      await limiter.consume(`${streamId}:${userId}`);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RpcError(429, LiveChannelMessages.rateLimited);
      throw error;
    }
  }
}
