import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DirectMessageMessages, MuteMessages, SocialEvents, type Actor, type MutedMemberDto, type MutedWordsDto, type MuteStatusDto, type Page,
} from '@cannaverse/contracts';
import {
  decodeKeysetCursor, pagePayload, parseLimit, publishEvent, requireId, RpcError, toKeysetPage, UserCardsRepository, validatePayload,
} from '@cannaverse/platform';
import { userIdPayload } from '../common/payloads.js';
import { MutesRepository, toMutedMemberDto } from './mutes.repository.js';
import { parseMutedWords } from './muted-words.js';

/**
 * Muting a member: their posts, comments, stories and chat lines leave the muter's views (one way
 * only), and nothing else changes: follows stay, messages still arrive, and the muted member is never
 * told (no answer of theirs differs). Idempotent; a change publishes social.member.muted / unmuted in
 * its transaction for the services that keep a copy. Muted words hide matching posts from the feeds
 * and topic pages.
 */
@Injectable()
export class MutesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mutes: MutesRepository,
    private readonly cards: UserCardsRepository,
  ) {}

  async status(actor: Actor, input: unknown): Promise<MuteStatusDto> {
    return { muted: await this.mutes.mutes(actor.id, this.target(actor, input)) };
  }

  async mute(actor: Actor, input: unknown): Promise<MuteStatusDto> {
    const targetId = this.target(actor, input);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.cards.exists(targetId, manager))) throw RpcError.notFound(DirectMessageMessages.userNotFound);
      if (await this.mutes.add(manager, actor.id, targetId)) {
        await publishEvent(manager, SocialEvents.memberMuted, { muterId: actor.id, mutedId: targetId, at: new Date().toISOString() });
      }
      return { muted: true };
    });
  }

  async unmute(actor: Actor, input: unknown): Promise<MuteStatusDto> {
    const targetId = this.target(actor, input);
    await this.dataSource.transaction(async (manager) => {
      if (await this.mutes.remove(manager, actor.id, targetId)) {
        await publishEvent(manager, SocialEvents.memberUnmuted, { muterId: actor.id, mutedId: targetId, at: new Date().toISOString() });
      }
    });
    return { muted: false };
  }

  async list(actor: Actor, input: unknown): Promise<Page<MutedMemberDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    return toKeysetPage(await this.mutes.page(actor.id, limit, decodeKeysetCursor(query.cursor)), limit, toMutedMemberDto);
  }

  async words(actor: Actor): Promise<MutedWordsDto> {
    return { words: await this.mutes.words(actor.id) };
  }

  async updateWords(actor: Actor, input: unknown): Promise<MutedWordsDto> {
    await this.mutes.replaceWords(actor.id, parseMutedWords(input));
    return this.words(actor);
  }

  private target(actor: Actor, input: unknown): string {
    const { userId } = validatePayload(userIdPayload, input);
    const targetId = requireId(userId, DirectMessageMessages.userNotFound);
    if (targetId === actor.id) throw RpcError.badRequest(MuteMessages.cannotMuteSelf);
    return targetId;
  }
}
