import { Injectable } from '@nestjs/common';
import type { RawData } from 'ws';
import { LiveChannelMessages } from '@cannaverse/contracts';
import { InjectLogger, type Logger, RpcError } from '@cannaverse/platform';
import { LiveChatService } from '../live-chat/live-chat.service.js';
import type { LiveConnection } from './live-connection.js';
import { parseClientMessage } from './live-protocol.js';
import { RoomAdmission } from './room-admission.js';

/**
 * What a socket's messages do. Whatever goes wrong with one message is answered with an error
 * frame (and logged); the socket stays open, and the member is always the socket's own.
 */
@Injectable()
export class LiveChannelService {
  constructor(
    private readonly rooms: RoomAdmission,
    private readonly chat: LiveChatService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async handle(connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
    if (!connection.allowMessage()) {
      connection.sendFrame({ type: 'error', message: LiveChannelMessages.rateLimited });
      return;
    }
    if (isBinary) {
      this.logger.info({ userId: connection.actor.id }, 'live channel: binary frame refused');
      connection.sendFrame({ type: 'error', message: LiveChannelMessages.binaryRefused });
      return;
    }
    const parsed = parseClientMessage(data.toString());
    if (!parsed.ok) {
      this.logger.info({ userId: connection.actor.id, error: parsed.error }, 'live channel: message not understood');
      connection.sendFrame({ type: 'error', message: parsed.error, ...(parsed.streamId ? { streamId: parsed.streamId } : {}) });
      return;
    }
    const { message } = parsed;
    try {
      switch (message.type) {
        case 'join_stream':
          return await this.rooms.join(connection, message.streamId);
        case 'leave_stream':
          return await this.rooms.leave(connection, message.streamId);
        case 'chat_message': {
          const { rules, restrictedUntil } = await this.rooms.rulesFor(connection, message.streamId);
          return await this.chat.post(this.sender(connection), rules, restrictedUntil, message.content);
        }
        case 'reaction': {
          const { rules, restrictedUntil } = await this.rooms.rulesFor(connection, message.streamId);
          return await this.chat.react(this.sender(connection), rules, restrictedUntil, message.reactionType);
        }
      }
    } catch (error) {
      const refused = error instanceof RpcError && error.status < 500;
      if (!refused) this.logger.error({ err: error, userId: connection.actor.id, type: message.type }, 'live channel: message failed');
      connection.sendFrame({ type: 'error', streamId: message.streamId, message: refused ? error.message : 'Something went wrong. Please try again.' });
    }
  }

  private sender(connection: LiveConnection) {
    return { actor: connection.actor, card: connection.card };
  }
}
