import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DirectMessageMessages, sendMessageSchema, SocialEvents, type Actor, type ConversationDto, type MessageDto, type MessageStatusDto, type Page, type UnreadCountDto,
} from '@cannaverse/contracts';
import {
  decodeKeysetCursor, pagePayload, parseLimit, publishEvent, requireId, RpcError, toKeysetPage, UserCardsRepository, validatePayload,
} from '@cannaverse/platform';
import { userIdPayload } from '../common/payloads.js';
import { conversationPayload, sendMessagePayload } from './messages.schemas.js';
import { BlocksRepository } from '../blocks/blocks.repository.js';
import { FollowsRepository } from '../follows/follows.repository.js';
import { mayMessage } from './message-permission.js';
import { MessageSettingsRepository } from './message-settings.repository.js';
import { MessagesRepository, toConversationDto, toMessageDto } from './messages.repository.js';

/**
 * Direct messages between two members. A conversation is only ever the actor's own with one other
 * member, so nobody can read or write into someone else's: there is no conversation id to guess.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: MessagesRepository,
    private readonly settings: MessageSettingsRepository,
    private readonly blocks: BlocksRepository,
    private readonly follows: FollowsRepository,
    private readonly cards: UserCardsRepository,
  ) {}

  /**
   * Whether the actor may message a member, asked before the message box shows (issue 24): refused by
   * a block either way or by the member's setting, without saying which; `blockedByMe` only tells the
   * actor about their own block, so the screen can offer Unblock.
   */
  async status(actor: Actor, input: unknown): Promise<MessageStatusDto> {
    const { userId } = validatePayload(userIdPayload, input);
    const peerId = requireId(userId, DirectMessageMessages.userNotFound);
    if (peerId === actor.id) throw RpcError.badRequest(DirectMessageMessages.cannotMessageSelf);
    const manager = this.dataSource.manager;
    if (!(await this.cards.exists(peerId, manager))) throw RpcError.notFound(DirectMessageMessages.userNotFound);
    const canMessage = mayMessage({
      blocked: await this.blocks.eitherWay(actor.id, peerId, manager),
      allowMessagesFrom: await this.settings.allowMessagesFrom(peerId, manager),
      receiverFollowsSender: await this.follows.isFollowing(manager, peerId, actor.id),
    });
    return { canMessage, blockedByMe: await this.blocks.blocks(actor.id, peerId, manager) };
  }

  /** The message, both inbox lines and the event commit together. */
  async send(actor: Actor, input: unknown): Promise<MessageDto> {
    const payload = validatePayload(sendMessagePayload, input);
    const receiverId = requireId(payload.userId, DirectMessageMessages.userNotFound);
    if (receiverId === actor.id) throw RpcError.badRequest(DirectMessageMessages.cannotMessageSelf);
    const { content } = validatePayload(sendMessageSchema, payload.content === undefined ? {} : { content: payload.content });
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.cards.exists(receiverId, manager))) throw RpcError.notFound(DirectMessageMessages.userNotFound);
      const allowed = mayMessage({
        blocked: await this.blocks.eitherWay(actor.id, receiverId, manager),
        allowMessagesFrom: await this.settings.allowMessagesFrom(receiverId, manager),
        receiverFollowsSender: await this.follows.isFollowing(manager, receiverId, actor.id),
      });
      if (!allowed) throw RpcError.forbidden(DirectMessageMessages.cannotMessage);
      const message = await this.messages.insert(manager, actor.id, receiverId, content);
      await this.messages.recordInConversations(manager, message);
      await publishEvent(manager, SocialEvents.messageSent, {
        messageId: message.id, senderId: message.sender_id, receiverId: message.receiver_id, content: message.content, createdAt: message.created_at.toISOString(),
      });
      return toMessageDto(message);
    });
  }

  /**
   * The actor's conversation with one member, newest first (the screen shows it oldest at the top).
   * Reading its newest page marks what the other member sent as read.
   */
  async conversation(actor: Actor, input: unknown): Promise<Page<MessageDto>> {
    const query = validatePayload(conversationPayload, input);
    const peerId = requireId(query.userId, DirectMessageMessages.userNotFound);
    const limit = parseLimit(query.limit);
    const after = decodeKeysetCursor(query.cursor);
    if (!(await this.cards.exists(peerId))) throw RpcError.notFound(DirectMessageMessages.userNotFound);
    if (!after) await this.markRead(actor.id, peerId);
    return toKeysetPage(await this.messages.conversationPage(actor.id, peerId, limit, after), limit, toMessageDto);
  }

  async inbox(actor: Actor, input: unknown): Promise<Page<ConversationDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.messages.inboxPage(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toConversationDto);
  }

  async unreadCount(actor: Actor): Promise<UnreadCountDto> {
    return { count: await this.messages.unreadTotal(actor.id) };
  }

  /**
   * The screen polls every 5 s: nothing unread is one primary-key read and no write. Otherwise the
   * inbox line is locked first, so a message arriving meanwhile is either marked too or counted after.
   */
  private async markRead(readerId: string, senderId: string): Promise<void> {
    if ((await this.messages.unreadIn(this.dataSource.manager, readerId, senderId)) === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await this.messages.unreadIn(manager, readerId, senderId, true);
      const upTo = await this.messages.markRead(manager, readerId, senderId);
      if (upTo) await publishEvent(manager, SocialEvents.messagesRead, { readerId, senderId, readUpTo: upTo.toISOString() });
    });
  }
}
