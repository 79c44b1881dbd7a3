import { Injectable } from '@nestjs/common';
import type { Actor, NotificationSettingsDto } from '@cannaverse/contracts';
import { validatePayload } from '@cannaverse/platform';
import { updateSettingsPayload } from './settings.schemas.js';
import { SettingsRepository } from './settings.repository.js';

@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  get(actor: Actor): Promise<NotificationSettingsDto> {
    return this.settings.get(actor.id);
  }

  async update(actor: Actor, input: unknown): Promise<NotificationSettingsDto> {
    const changes = validatePayload(updateSettingsPayload, input ?? {});
    const current = await this.settings.get(actor.id);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return this.settings.put(actor.id, { ...current, ...defined });
  }
}
