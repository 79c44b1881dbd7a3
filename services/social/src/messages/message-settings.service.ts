import { Injectable } from '@nestjs/common';
import { messageSettingsSchema, type Actor, type MessageSettingsDto } from '@cannaverse/contracts';
import { validatePayload } from '@cannaverse/platform';
import { MessageSettingsRepository } from './message-settings.repository.js';

/** "Who may message me": everyone (the default), people I follow, or nobody. */
@Injectable()
export class MessageSettingsService {
  constructor(private readonly settings: MessageSettingsRepository) {}

  async get(actor: Actor): Promise<MessageSettingsDto> {
    return { allowMessagesFrom: await this.settings.allowMessagesFrom(actor.id) };
  }

  async update(actor: Actor, input: unknown): Promise<MessageSettingsDto> {
    const { allowMessagesFrom } = validatePayload(messageSettingsSchema, input);
    await this.settings.setAllowMessagesFrom(actor.id, allowMessagesFrom);
    return { allowMessagesFrom };
  }
}
