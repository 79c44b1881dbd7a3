import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isStrainReactionEmoji, StrainMessages, type Actor, type StrainReactionEmoji, type StrainReactionsDto } from '@cannaverse/contracts';
import { isForeignKeyViolation, requireIntId, RpcError, validatePayload } from '@cannaverse/platform';
import { StrainReactionsRepository } from './strain-reactions.repository.js';
import { changePayload, listPayload } from './strain-reactions.schemas.js';


type Change = 'add' | 'remove';

/**
 * Emoji reactions (spec §2): the 8 emoji only, one per member per emoji on a strain. Adding one
 * already there and removing one that is not are no-ops, so a double click or a retry is harmless.
 * Every answer is the strain's reactions after the change.
 */
@Injectable()
export class StrainReactionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reactions: StrainReactionsRepository,
  ) {}

  async list(actor: Actor | null, input: unknown): Promise<StrainReactionsDto> {
    const strainId = requireIntId(validatePayload(listPayload, input ?? {}).strainId, StrainMessages.notFound);
    const answer = await this.reactions.read(strainId, actor?.id ?? null);
    if (!answer) throw RpcError.notFound(StrainMessages.notFound);
    return answer;
  }

  add(actor: Actor, input: unknown): Promise<StrainReactionsDto> {
    return this.change('add', actor, input);
  }

  remove(actor: Actor, input: unknown): Promise<StrainReactionsDto> {
    return this.change('remove', actor, input);
  }

  private async change(change: Change, actor: Actor, input: unknown): Promise<StrainReactionsDto> {
    const payload = validatePayload(changePayload, input ?? {});
    const strainId = requireIntId(payload.strainId, StrainMessages.notFound);
    if (!isStrainReactionEmoji(payload.emojiType)) throw RpcError.badRequest(StrainMessages.invalidEmoji);
    const emoji: StrainReactionEmoji = payload.emojiType;
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (change === 'add') await this.reactions.add(manager, strainId, actor.id, emoji);
        else await this.reactions.remove(manager, strainId, actor.id, emoji);
        const answer = await this.reactions.read(strainId, actor.id, manager);
        if (!answer) throw RpcError.notFound(StrainMessages.notFound);
        return answer;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw RpcError.notFound(StrainMessages.notFound);
      throw error;
    }
  }
}
